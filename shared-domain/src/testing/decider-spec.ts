import { expect } from 'vitest';
import type { Command, Decider, DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';

/**
 * Decider tests read as given events / when command / then events:
 * `spec(ledgerDecider).given([...]).when(command).then([...])`.
 */
export function deciderSpec<C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return {
    given(events: readonly E[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: C) {
          const run = () => decider.decide(command, state);
          return {
            // biome-ignore lint/suspicious/noThenProperty: given/when/then is the house style of decider tests; never awaited.
            then(expected: readonly E[]) {
              expect(run()).toEqual(expected);
            },
            thenNothingHappened() {
              expect(run()).toEqual([]);
            },
            thenThrows(code: DomainError['code'], messageKey?: string) {
              let caught: unknown;
              try {
                run();
              } catch (error) {
                caught = error;
              }
              expect(caught).toBeInstanceOf(DomainError);
              expect((caught as DomainError).code).toBe(code);
              if (messageKey) expect((caught as DomainError).messageKey).toBe(messageKey);
            },
          };
        },
      };
    },
  };
}
