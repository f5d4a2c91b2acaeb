import type { Schedule } from '@cenacle/shared-domain/schedule/contracts';
import {
  responsibilityBookings,
  type ScheduleItem,
  servantConflicts,
} from '@cenacle/shared-domain/schedule/rules';
import type { EditItem } from '../state/day-edits.ts';

/**
 * Servant clashes of the day being edited, as `ref:servantId` keys by the item or alternative they
 * touch: two items at once, or an item while a responsibility of theirs books them elsewhere.
 */
export function conflictsByRef(
  otherDays: readonly ScheduleItem[],
  day: readonly EditItem[],
  date: string,
  dutyServants: Schedule['dutyServants'],
): Map<string, string[]> {
  const byRef = new Map<string, string[]>();
  const all = [...otherDays, ...day.map((i) => ({ ...i, date }))];
  for (const c of servantConflicts(all, responsibilityBookings(all, dutyServants))) {
    byRef.set(c.ref, [...(byRef.get(c.ref) ?? []), `${c.ref}:${c.servantId}`]);
  }
  return byRef;
}

/** One item's clashes as one string (its own and its alternatives'), so an unchanged item compares equal. */
export const rowConflicts = (byRef: Map<string, string[]>, item: EditItem): string =>
  [item.id, ...item.alternatives.map((a) => a.id)].flatMap((ref) => byRef.get(ref) ?? []).join(' ');
