import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import { datesReversed, type Season } from './organisation.rules.ts';

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

/** A retreat session of a branch was planned (stream `session-<id>`). Version 2: levels are objects. */
export type SchoolSessionCreated = DomainEvent<
  'SchoolSessionCreated',
  SchoolSessionValues & { readonly sessionId: string }
>;
export type SchoolSessionEvent = SchoolSessionCreated;
export type CreateSchoolSession = Command<
  'CreateSchoolSession',
  SchoolSessionValues & { readonly sessionId: string }
>;
export type SchoolSessionCommand = CreateSchoolSession;

export type SchoolSessionState =
  | { readonly status: 'none' }
  | ({ readonly status: 'planned' } & SchoolSessionValues);

export const sessionStream = (sessionId: string): string => `session-${sessionId}`;

export const schoolSessionDecider: Decider<SchoolSessionCommand, SchoolSessionEvent, SchoolSessionState> = {
  initialState: () => ({ status: 'none' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'SchoolSessionCreated': {
        const { sessionId: _id, ...values } = event.data;
        return { status: 'planned', ...values };
      }
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateSchoolSession':
        if (state.status !== 'none') {
          throw new DomainError('ALREADY_EXISTS', 'error.session.alreadyExists', {
            id: command.data.sessionId,
          });
        }
        if (datesReversed(command.data.dateFrom, command.data.dateTo)) {
          throw new DomainError('SESSION_DATES_REVERSED', 'error.session.datesReversed', {}, 'dateTo');
        }
        return [{ type: 'SchoolSessionCreated', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },
};
