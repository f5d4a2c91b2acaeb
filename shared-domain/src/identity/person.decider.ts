import { assertNever, type Command, type Decider } from '../common/decider.ts';
import type { PersonEvent } from './person.events.ts';

/** Erase a person's data (decision 007). The route checks that the person exists. */
export type ErasePerson = Command<'ErasePerson', { readonly personId: string }>;
export type PersonCommand = ErasePerson;

export interface PersonState {
  readonly erased: boolean;
}

/** A person's erasure: recorded once; asking again changes nothing (the key is gone already). */
export const personDecider: Decider<PersonCommand, PersonEvent, PersonState> = {
  initialState: () => ({ erased: false }),
  evolve(_state, event) {
    switch (event.type) {
      case 'PersonErased':
        return { erased: true };
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ErasePerson':
        if (state.erased) return [];
        return [
          {
            type: 'PersonErased',
            data: { personId: command.data.personId, erasedBy: command.metadata.userId },
          },
        ];
      default:
        return assertNever(command.type);
    }
  },
};
