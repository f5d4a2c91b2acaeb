import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import type { LangKey } from '../common/languages.ts';
import type { Season } from '../organisation/organisation.rules.ts';
import type { ConferenceFile } from './conference.rules.ts';

/** A conference of the catalogue: given at sessions of its season to servants of its level. */
export interface ConferenceValues {
  readonly conferenceId: string;
  readonly name: string;
  readonly number: number;
  readonly level: string;
  readonly lang: LangKey;
  readonly season: Season;
  readonly files: readonly ConferenceFile[];
}

/** A conference joined the catalogue (stream `conference-<id>`). */
export type ConferenceAdded = DomainEvent<'ConferenceAdded', ConferenceValues>;
/** It was saved again: every field as it now stands. */
export type ConferenceChanged = DomainEvent<'ConferenceChanged', ConferenceValues>;
/** It left the catalogue; the log keeps it. */
export type ConferenceRemoved = DomainEvent<'ConferenceRemoved', { readonly conferenceId: string }>;
export type ConferenceEvent = ConferenceAdded | ConferenceChanged | ConferenceRemoved;

export type AddConference = Command<'AddConference', ConferenceValues>;
export type ChangeConference = Command<'ChangeConference', ConferenceValues>;
export type RemoveConference = Command<'RemoveConference', { readonly conferenceId: string }>;
export type ConferenceCommand = AddConference | ChangeConference | RemoveConference;

export type ConferenceState =
  | { readonly status: 'none' }
  | ({ readonly status: 'listed' | 'removed' } & ConferenceValues);

const notFound = (id: string) => new DomainError('NOT_FOUND', 'error.conference.notFound', { id });

const same = (a: ConferenceValues, b: ConferenceValues): boolean =>
  a.name === b.name &&
  a.number === b.number &&
  a.level === b.level &&
  a.lang === b.lang &&
  a.season === b.season &&
  JSON.stringify(a.files) === JSON.stringify(b.files);

/** One conference of the catalogue. */
export const conferenceDecider: Decider<ConferenceCommand, ConferenceEvent, ConferenceState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ConferenceAdded':
      case 'ConferenceChanged':
        return { status: 'listed', ...event.data };
      case 'ConferenceRemoved':
        return state.status === 'none' ? state : { ...state, status: 'removed' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    const id = command.data.conferenceId;
    switch (command.type) {
      case 'AddConference':
        if (state.status !== 'none')
          throw new DomainError('ALREADY_EXISTS', 'error.conference.alreadyExists', { id });
        return [{ type: 'ConferenceAdded', data: command.data }];
      case 'ChangeConference':
        if (state.status !== 'listed') throw notFound(id);
        return same(state, command.data) ? [] : [{ type: 'ConferenceChanged', data: command.data }];
      case 'RemoveConference':
        if (state.status !== 'listed') throw notFound(id);
        return [{ type: 'ConferenceRemoved', data: { conferenceId: id } }];
      default:
        return assertNever(command);
    }
  },
};
