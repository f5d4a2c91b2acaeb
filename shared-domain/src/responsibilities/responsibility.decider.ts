import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import type { ResponsibilityType } from './responsibility.rules.ts';

export interface ResponsibilityValues {
  readonly responsibilityId: string;
  readonly sessionId: string;
  readonly name: string;
  readonly type: ResponsibilityType | null;
  /** A level of the session the duty is about; null: the whole session (or per level, by type). */
  readonly level: string | null;
}

/** A servant put into a responsibility of a session, for one level of it or for all of it. */
export interface ServantConnection {
  readonly responsibilityId: string;
  readonly sessionId: string;
  readonly userId: string;
  readonly level: string | null;
}

/** A responsibility was added to a session (stream `responsibility-<id>`). */
export type ResponsibilityAdded = DomainEvent<'ResponsibilityAdded', ResponsibilityValues>;
/** It was saved again: every field as it now stands. */
export type ResponsibilityChanged = DomainEvent<'ResponsibilityChanged', ResponsibilityValues>;
/** It was taken off the session; the log keeps its history. */
export type ResponsibilityRemoved = DomainEvent<
  'ResponsibilityRemoved',
  { readonly responsibilityId: string; readonly sessionId: string }
>;
export type ServantConnectedToResponsibility = DomainEvent<
  'ServantConnectedToResponsibility',
  ServantConnection
>;
export type ServantDisconnectedFromResponsibility = DomainEvent<
  'ServantDisconnectedFromResponsibility',
  ServantConnection
>;
export type ResponsibilityEvent =
  | ResponsibilityAdded
  | ResponsibilityChanged
  | ResponsibilityRemoved
  | ServantConnectedToResponsibility
  | ServantDisconnectedFromResponsibility;

export type AddResponsibility = Command<'AddResponsibility', ResponsibilityValues>;
export type ChangeResponsibility = Command<'ChangeResponsibility', ResponsibilityValues>;
export type RemoveResponsibility = Command<'RemoveResponsibility', { readonly responsibilityId: string }>;
export type ConnectServant = Command<'ConnectServant', ServantConnection>;
export type DisconnectServant = Command<'DisconnectServant', ServantConnection>;
export type ResponsibilityCommand =
  | AddResponsibility
  | ChangeResponsibility
  | RemoveResponsibility
  | ConnectServant
  | DisconnectServant;

type Values = Omit<ResponsibilityValues, 'responsibilityId'>;
export type ResponsibilityState =
  | { readonly status: 'none' }
  | ({ readonly status: 'listed' | 'removed'; readonly connections: readonly string[] } & Values);

const key = (c: Pick<ServantConnection, 'userId' | 'level'>): string => `${c.userId}|${c.level ?? ''}`;

const notFound = (id: string) => new DomainError('NOT_FOUND', 'error.responsibility.notFound', { id });

function evolve(state: ResponsibilityState, event: ResponsibilityEvent): ResponsibilityState {
  switch (event.type) {
    case 'ResponsibilityAdded':
    case 'ResponsibilityChanged': {
      const { responsibilityId: _id, ...values } = event.data;
      return { status: 'listed', connections: state.status === 'none' ? [] : state.connections, ...values };
    }
    case 'ResponsibilityRemoved':
      return state.status === 'none' ? state : { ...state, status: 'removed' };
    case 'ServantConnectedToResponsibility':
      return state.status === 'none'
        ? state
        : { ...state, connections: [...state.connections, key(event.data)] };
    case 'ServantDisconnectedFromResponsibility':
      return state.status === 'none'
        ? state
        : { ...state, connections: state.connections.filter((c) => c !== key(event.data)) };
    default:
      return assertNever(event);
  }
}

function decide(command: ResponsibilityCommand, state: ResponsibilityState): ResponsibilityEvent[] {
  const id = command.data.responsibilityId;
  switch (command.type) {
    case 'AddResponsibility':
      if (state.status !== 'none') {
        throw new DomainError('ALREADY_EXISTS', 'error.responsibility.alreadyExists', { id });
      }
      return [{ type: 'ResponsibilityAdded', data: command.data }];
    case 'ChangeResponsibility': {
      if (state.status !== 'listed') throw notFound(id);
      const next = command.data;
      if (next.sessionId !== state.sessionId) {
        throw new DomainError(
          'RESPONSIBILITY_OF_ANOTHER_SESSION',
          'error.responsibility.otherSession',
          {},
          'session',
        );
      }
      const same = next.name === state.name && next.type === state.type && next.level === state.level;
      return same ? [] : [{ type: 'ResponsibilityChanged', data: next }];
    }
    case 'RemoveResponsibility':
      if (state.status !== 'listed') throw notFound(id);
      return [{ type: 'ResponsibilityRemoved', data: { responsibilityId: id, sessionId: state.sessionId } }];
    case 'ConnectServant':
      if (state.status !== 'listed' || state.sessionId !== command.data.sessionId) throw notFound(id);
      // A servant dropped twice into the same place is there once.
      return state.connections.includes(key(command.data))
        ? []
        : [{ type: 'ServantConnectedToResponsibility', data: command.data }];
    case 'DisconnectServant':
      if (state.status !== 'listed' || state.sessionId !== command.data.sessionId) throw notFound(id);
      return state.connections.includes(key(command.data))
        ? [{ type: 'ServantDisconnectedFromResponsibility', data: command.data }]
        : [];
    default:
      return assertNever(command);
  }
}

/** One responsibility of a session and the servants connected to it. */
export const responsibilityDecider: Decider<ResponsibilityCommand, ResponsibilityEvent, ResponsibilityState> =
  {
    initialState: () => ({ status: 'none' }),
    evolve,
    decide,
  };
