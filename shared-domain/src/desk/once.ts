import type { Command, Decider, DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import { PersistentMap } from '../common/persistent-map.ts';

/** A stream's state with the ids of the device commands already applied to it. */
export interface OnceState<S> {
  readonly inner: S;
  readonly commandIds: PersistentMap<string, true>;
}

/** The error a repeated device command raises: the desk answers `duplicate`, nothing is appended. */
export const duplicateCommand = (commandId: string): DomainError =>
  new DomainError('DUPLICATE_COMMAND', 'error.desk.duplicate', { id: commandId });

/**
 * Wraps a decider so that a device command (one whose metadata names a `device.commandId`) is applied
 * at most once to its stream: the state remembers the command ids of the events folded into it (the
 * command bus hands each recorded event's `commandId` to `evolve`), and a command whose id it holds
 * is refused with DUPLICATE_COMMAND. The check is made on the stream's state at the revision the
 * append expects, so two deliveries of one command racing each other end with one append and one
 * duplicate, whichever process decides them (decision 024).
 *
 * A device command that would change nothing is refused with `nothing(command, state)`'s error
 * instead (a presence already confirmed): the desk must show what happened, not an empty success.
 */
export function oncePerCommandId<C extends Command, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
  nothing: (command: C, state: S) => DomainError,
): Decider<C, E, OnceState<S>> {
  return {
    initialState: () => ({ inner: decider.initialState(), commandIds: PersistentMap.empty() }),
    evolve(state, event) {
      const inner = decider.evolve(state.inner, event);
      const commandIds = event.commandId ? state.commandIds.set(event.commandId, true) : state.commandIds;
      return { inner, commandIds };
    },
    decide(command, state) {
      const commandId = command.metadata.device?.commandId;
      if (commandId === undefined) return decider.decide(command, state.inner);
      if (state.commandIds.has(commandId)) throw duplicateCommand(commandId);
      const events = decider.decide(command, state.inner);
      if (events.length === 0) throw nothing(command, state.inner);
      return events;
    },
  };
}
