import { canonicalJson } from '../common/canonical-json.ts';
import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { checkSaveVersion, type SavedFrom } from '../common/document-version.ts';
import { DomainError } from '../common/errors.ts';
import { datesReversed, type Season } from './organisation.rules.ts';
import type { PublicSessionValues } from './public-session.rules.ts';

/** A level of a session's school (spec §3 "levels (list of objects with name)"). */
export interface SessionLevel {
  readonly name: string;
}

export interface SchoolSessionValues {
  readonly branchId: string;
  readonly season: Season;
  /** Calendar dates, YYYY-MM-DD. */
  readonly dateFrom: string | null;
  readonly dateTo: string | null;
  readonly levels: readonly SessionLevel[];
}

type WithId<T> = T & { readonly sessionId: string };

/** A retreat session of a branch was planned (stream `session-<id>`). Version 2: levels are objects. */
export type SchoolSessionCreated = DomainEvent<'SchoolSessionCreated', WithId<SchoolSessionValues>>;
/** The session was saved again: the event holds every field as it now stands. */
export type SchoolSessionChanged = DomainEvent<'SchoolSessionChanged', WithId<SchoolSessionValues>>;
/** The session was deleted: it no longer lists nor is public; its history stays in the log. */
export type SchoolSessionDeleted = DomainEvent<'SchoolSessionDeleted', { readonly sessionId: string }>;
/** The session's public page was saved (published, or published again with every field). */
export type PublicSessionSaved = DomainEvent<'PublicSessionSaved', WithId<PublicSessionValues>>;
export type SchoolSessionEvent =
  | SchoolSessionCreated
  | SchoolSessionChanged
  | SchoolSessionDeleted
  | PublicSessionSaved;

export type CreateSchoolSession = Command<'CreateSchoolSession', WithId<SchoolSessionValues>>;
export type ChangeSchoolSession = Command<'ChangeSchoolSession', WithId<SchoolSessionValues> & SavedFrom>;
export type DeleteSchoolSession = Command<'DeleteSchoolSession', { readonly sessionId: string }>;
export type SavePublicSession = Command<'SavePublicSession', WithId<PublicSessionValues> & SavedFrom>;
export type SchoolSessionCommand =
  | CreateSchoolSession
  | ChangeSchoolSession
  | DeleteSchoolSession
  | SavePublicSession;

export interface SessionFacts extends SchoolSessionValues {
  /** How many times the session itself was saved (planned or changed; its page counts apart). */
  readonly version: number;
  /** Its public page, once saved. */
  readonly publicSession: PublicSessionValues | null;
  /** How many times its public page was saved: the version an editor sends back (`checkSaveVersion`). */
  readonly publicSessionVersion: number;
}

export type SchoolSessionState =
  | { readonly status: 'none' }
  | ({ readonly status: 'planned' } & SessionFacts)
  | ({ readonly status: 'deleted' } & SessionFacts);

export const sessionStream = (sessionId: string): string => `session-${sessionId}`;

const notFound = (sessionId: string) =>
  new DomainError('NOT_FOUND', 'error.session.notFound', { id: sessionId });

const valuesOf = ({ sessionId: _id, ...values }: WithId<SchoolSessionValues>): SchoolSessionValues => values;

function checkDates(values: SchoolSessionValues): void {
  if (datesReversed(values.dateFrom, values.dateTo)) {
    throw new DomainError('SESSION_DATES_REVERSED', 'error.session.datesReversed', {}, 'dateTo');
  }
}

const sameSession = (a: SchoolSessionValues, b: SchoolSessionValues): boolean =>
  a.branchId === b.branchId &&
  a.season === b.season &&
  a.dateFrom === b.dateFrom &&
  a.dateTo === b.dateTo &&
  a.levels.length === b.levels.length &&
  a.levels.every((level, i) => level.name === b.levels[i]?.name);

export const schoolSessionDecider: Decider<SchoolSessionCommand, SchoolSessionEvent, SchoolSessionState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'SchoolSessionCreated':
        return {
          status: 'planned',
          ...valuesOf(event.data),
          version: 1,
          publicSession: null,
          publicSessionVersion: 0,
        };
      case 'SchoolSessionChanged':
        if (state.status === 'none') return state;
        return { ...state, ...valuesOf(event.data), version: state.version + 1 };
      case 'SchoolSessionDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      case 'PublicSessionSaved': {
        if (state.status === 'none') return state;
        const { sessionId: _id, ...publicSession } = event.data;
        return { ...state, publicSession, publicSessionVersion: state.publicSessionVersion + 1 };
      }
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    const { sessionId } = command.data;
    switch (command.type) {
      case 'CreateSchoolSession':
        if (state.status !== 'none') {
          throw new DomainError('ALREADY_EXISTS', 'error.session.alreadyExists', { id: sessionId });
        }
        checkDates(command.data);
        return [{ type: 'SchoolSessionCreated', data: command.data }];
      case 'ChangeSchoolSession': {
        if (state.status !== 'planned') throw notFound(sessionId);
        const { expectedVersion, ...data } = command.data;
        checkDates(data);
        if (sameSession(state, data)) return [];
        checkSaveVersion(expectedVersion, state.version);
        return [{ type: 'SchoolSessionChanged', data }];
      }
      case 'DeleteSchoolSession':
        if (state.status !== 'planned') throw notFound(sessionId);
        return [{ type: 'SchoolSessionDeleted', data: { sessionId } }];
      case 'SavePublicSession': {
        if (state.status !== 'planned') throw notFound(sessionId);
        const { expectedVersion, ...data } = command.data;
        const { sessionId: _id, ...page } = data;
        // Saved again as it stands (a second click, a retried request): nothing to check or change.
        if (state.publicSession && canonicalJson(page) === canonicalJson(state.publicSession)) return [];
        checkSaveVersion(expectedVersion, state.publicSessionVersion);
        return [{ type: 'PublicSessionSaved', data }];
      }
      default:
        return assertNever(command);
    }
  },
};
