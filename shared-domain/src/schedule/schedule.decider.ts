import { assertNever, type Decider } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import type { ScheduleCommand } from './schedule.commands.ts';
import type { ScheduleEvent } from './schedule.events.ts';
import { evolveSchedule, initialScheduleState, type ScheduleState } from './schedule.evolve.ts';
import { decideItemContent, decideMerge, decideServant, decideSplit } from './schedule-content.decide.ts';
import { decideCopyDay, decideCopySession } from './schedule-copy.decide.ts';
import { decideAdd, decideMove, decideRemove, decideReschedule } from './schedule-day.decide.ts';
import { decideItemResponsibility } from './schedule-responsibility.decide.ts';

/** A session's schedule lives in stream `schedule-<sessionId>`. */
export const scheduleStream = (sessionId: string): string => `schedule-${sessionId}`;

function checkVersion(command: ScheduleCommand, state: ScheduleState): void {
  const { expectedVersion } = command.data;
  if (expectedVersion !== null && expectedVersion !== state.version) {
    throw new DomainError('SCHEDULE_CHANGED', 'error.schedule.changed', {
      expected: String(expectedVersion),
      actual: String(state.version),
    });
  }
}

function decided(command: ScheduleCommand, state: ScheduleState): ScheduleEvent[] {
  switch (command.type) {
    case 'AddScheduleItem':
      return decideAdd(command, state);
    case 'MoveScheduleItem':
      return decideMove(command, state);
    case 'RescheduleScheduleItem':
      return decideReschedule(command, state);
    case 'RemoveScheduleItem':
      return decideRemove(command, state);
    case 'ChangeScheduleItem':
      return decideItemContent(command, state);
    case 'SetScheduleItemResponsibility':
      return decideItemResponsibility(command, state);
    case 'SplitScheduleItemByLevel':
      return decideSplit(command, state);
    case 'MergeScheduleAlternative':
      return decideMerge(command, state);
    case 'AssignServantToScheduleItem':
    case 'UnassignServantFromScheduleItem':
      return decideServant(command, state);
    case 'CopyScheduleDay':
      return decideCopyDay(command, state);
    case 'CopySessionSchedule':
      return decideCopySession(command, state);
    default:
      return assertNever(command);
  }
}

export const scheduleDecider: Decider<ScheduleCommand, ScheduleEvent, ScheduleState> = {
  initialState: initialScheduleState,
  evolve: evolveSchedule,
  decide(command, state) {
    checkVersion(command, state);
    return decided(command, state);
  },
};
