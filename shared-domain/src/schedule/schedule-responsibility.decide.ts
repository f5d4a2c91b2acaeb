import { DomainError } from '../common/errors.ts';
import type { SetScheduleItemResponsibility } from './schedule.commands.ts';
import type { ScheduleEvent } from './schedule.events.ts';
import type { ScheduleState } from './schedule.evolve.ts';

/** Names the responsibility an item is for; naming the one it already has changes nothing. */
export function decideItemResponsibility(
  command: SetScheduleItemResponsibility,
  state: ScheduleState,
): ScheduleEvent[] {
  const { sessionId, itemId, responsibilityId } = command.data;
  const item = state.items.find((i) => i.id === itemId);
  if (!item) throw new DomainError('NOT_FOUND', 'error.schedule.itemNotFound', { id: itemId });
  if ((item.responsibilityId ?? null) === responsibilityId) return [];
  return [
    { type: 'ScheduleItemResponsibilitySet', data: { sessionId, date: item.date, itemId, responsibilityId } },
  ];
}
