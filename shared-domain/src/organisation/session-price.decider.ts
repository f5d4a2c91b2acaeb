import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { checkSaveVersion, type SavedFrom } from '../common/document-version.ts';
import { DomainError } from '../common/errors.ts';
import { ageRangeReversed, type SessionPriceType } from './session-price.rules.ts';

export interface SessionPriceValues {
  readonly sessionId: string;
  readonly type: SessionPriceType;
  /** The amount in minor units, always positive: a DISCOUNT is subtracted when prices are summed. */
  readonly valueMinor: number;
  readonly description: string | null;
  /** The children's age range the price applies to; both null: every adult participant. */
  readonly ageFrom: number | null;
  readonly ageTo: number | null;
}

type WithId<T> = T & { readonly priceId: string };

/** A price was added to a session's price list (stream `sessionPrice-<id>`). */
export type SessionPriceAdded = DomainEvent<'SessionPriceAdded', WithId<SessionPriceValues>>;
/** The price was saved again: the event holds every field as it now stands. */
export type SessionPriceChanged = DomainEvent<'SessionPriceChanged', WithId<SessionPriceValues>>;
/** The price was taken off the list; its history stays in the log. */
export type SessionPriceRemoved = DomainEvent<
  'SessionPriceRemoved',
  { readonly priceId: string; readonly sessionId: string }
>;
export type SessionPriceEvent = SessionPriceAdded | SessionPriceChanged | SessionPriceRemoved;

export type AddSessionPrice = Command<'AddSessionPrice', WithId<SessionPriceValues>>;
export type ChangeSessionPrice = Command<'ChangeSessionPrice', WithId<SessionPriceValues> & SavedFrom>;
export type RemoveSessionPrice = Command<'RemoveSessionPrice', { readonly priceId: string }>;
export type SessionPriceCommand = AddSessionPrice | ChangeSessionPrice | RemoveSessionPrice;

/** `version`: how many times the price was saved (added or changed). */
export type SessionPriceState =
  | { readonly status: 'none'; readonly version: 0 }
  | ({ readonly status: 'listed'; readonly version: number } & SessionPriceValues)
  | ({ readonly status: 'removed'; readonly version: number } & SessionPriceValues);

export const sessionPriceStream = (priceId: string): string => `sessionPrice-${priceId}`;

const notFound = (priceId: string) => new DomainError('NOT_FOUND', 'error.price.notFound', { id: priceId });

const valuesOf = ({ priceId: _id, ...values }: WithId<SessionPriceValues>): SessionPriceValues => values;

function checkValues(values: SessionPriceValues): void {
  if (ageRangeReversed(values.ageFrom, values.ageTo)) {
    throw new DomainError('PRICE_AGES_REVERSED', 'error.price.agesReversed', {}, 'ageTo');
  }
}

const sameValues = (a: SessionPriceValues, b: SessionPriceValues): boolean =>
  a.sessionId === b.sessionId &&
  a.type === b.type &&
  a.valueMinor === b.valueMinor &&
  a.description === b.description &&
  a.ageFrom === b.ageFrom &&
  a.ageTo === b.ageTo;

export const sessionPriceDecider: Decider<SessionPriceCommand, SessionPriceEvent, SessionPriceState> = {
  initialState: () => ({ status: 'none', version: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'SessionPriceAdded':
      case 'SessionPriceChanged':
        return { status: 'listed', version: state.version + 1, ...valuesOf(event.data) };
      case 'SessionPriceRemoved':
        return state.status === 'none' ? state : { ...state, status: 'removed' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    const { priceId } = command.data;
    switch (command.type) {
      case 'AddSessionPrice':
        if (state.status !== 'none') {
          throw new DomainError('ALREADY_EXISTS', 'error.price.alreadyExists', { id: priceId });
        }
        checkValues(command.data);
        return [{ type: 'SessionPriceAdded', data: command.data }];
      case 'ChangeSessionPrice': {
        if (state.status !== 'listed') throw notFound(priceId);
        // A price belongs to one session for good: moving it would rewrite another list's history.
        if (command.data.sessionId !== state.sessionId) {
          throw new DomainError('PRICE_OF_ANOTHER_SESSION', 'error.price.otherSession', {}, 'session');
        }
        const { expectedVersion, ...data } = command.data;
        checkValues(data);
        if (sameValues(valuesOf(data), state)) return [];
        checkSaveVersion(expectedVersion, state.version);
        return [{ type: 'SessionPriceChanged', data }];
      }
      case 'RemoveSessionPrice':
        if (state.status !== 'listed') throw notFound(priceId);
        return [{ type: 'SessionPriceRemoved', data: { priceId, sessionId: state.sessionId } }];
      default:
        return assertNever(command);
    }
  },
};
