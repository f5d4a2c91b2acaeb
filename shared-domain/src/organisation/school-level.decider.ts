import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import { sameLevelName } from './organisation.rules.ts';

/** A school level was added to the community's list (stream `schoolLevels-all`). */
export type SchoolLevelAdded = DomainEvent<'SchoolLevelAdded', { readonly name: string }>;
/** A school level was taken off the list (sessions that use it keep their copy of the name). */
export type SchoolLevelRemoved = DomainEvent<'SchoolLevelRemoved', { readonly name: string }>;
export type SchoolLevelEvent = SchoolLevelAdded | SchoolLevelRemoved;

export type AddSchoolLevel = Command<'AddSchoolLevel', { readonly name: string }>;
export type RemoveSchoolLevel = Command<'RemoveSchoolLevel', { readonly name: string }>;
export type SchoolLevelCommand = AddSchoolLevel | RemoveSchoolLevel;

/** The names on the list, in the order they were added. */
export interface SchoolLevelsState {
  readonly names: readonly string[];
}

/** One global list: a single stream keeps the names unique (case-insensitively) under concurrency. */
export const SCHOOL_LEVELS_STREAM = 'schoolLevels-all';

export const schoolLevelsDecider: Decider<SchoolLevelCommand, SchoolLevelEvent, SchoolLevelsState> = {
  initialState: () => ({ names: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'SchoolLevelAdded':
        return { names: [...state.names, event.data.name] };
      case 'SchoolLevelRemoved':
        return { names: state.names.filter((n) => n !== event.data.name) };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    const { name } = command.data;
    const existing = state.names.find((n) => sameLevelName(n, name));
    switch (command.type) {
      case 'AddSchoolLevel':
        if (existing !== undefined) {
          throw new DomainError('ALREADY_EXISTS', 'error.level.alreadyExists', { name: existing }, 'name');
        }
        return [{ type: 'SchoolLevelAdded', data: { name } }];
      case 'RemoveSchoolLevel':
        if (existing === undefined) throw new DomainError('NOT_FOUND', 'error.level.notFound', { name });
        return [{ type: 'SchoolLevelRemoved', data: { name: existing } }];
      default:
        return assertNever(command);
    }
  },
};
