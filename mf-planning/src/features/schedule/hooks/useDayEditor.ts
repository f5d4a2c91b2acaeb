import { notify } from '@cenacle/kit';
import type { Schedule, ScheduleItemView } from '@cenacle/shared-domain/schedule/contracts';
import { withDay } from '@cenacle/shared-domain/schedule/rules';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { saveScheduleDay, scheduleKeys } from '../api/schedule.api.ts';
import { type EditItem, toEditItem } from '../state/day-edits.ts';
import { toViewDay } from '../state/day-view.ts';

interface DaySave {
  readonly day: readonly EditItem[];
  /** The day as the cache had it before this change: put back when the server refuses it. */
  readonly before: readonly ScheduleItemView[];
  /** The line of changes this one is built on (a refusal starts a new line). */
  readonly line: number;
}

/** The items of one day, in their order. */
export const itemsOn = (schedule: Schedule, date: string): ScheduleItemView[] =>
  schedule.items.filter((item) => item.date === date);

/**
 * One day being edited, optimistically in the cached schedule: a change is written into the cache
 * at once (the same rules as the server's give the times) and saved as the whole day, saves one
 * after another (one mutation scope), each on the version the previous one left. When the last
 * save is in, the schedule is read again and the server's day replaces ours. A refused save puts
 * the day back as it was before that change (the API client shows the server's message), and the
 * changes built on it are not sent.
 */
export function useDayEditor(schedule: Schedule, date: string, names: ReadonlyMap<string, string>) {
  const queryClient = useQueryClient();
  const { sessionId } = schedule;
  const key = scheduleKeys.session(sessionId);
  const mutationKey = ['schedule-day', sessionId];
  const version = useRef(schedule.version);
  version.current = Math.max(version.current, schedule.version);
  const line = useRef(0);
  const writeDay = (items: readonly ScheduleItemView[]) =>
    queryClient.setQueryData<Schedule>(key, (s) => (s ? { ...s, items: withDay(s.items, date, items) } : s));
  const settle = () => {
    // The last save of a burst: the server's day (and its reflow of the others) comes back.
    if (queryClient.isMutating({ mutationKey }) <= 1) void queryClient.invalidateQueries({ queryKey: key });
  };
  const mutation = useMutation({
    mutationKey,
    scope: { id: `schedule-day-${sessionId}` },
    mutationFn: async ({ day, line: mine }: DaySave) => {
      if (mine !== line.current) return null; // Built on a refused change: dropped with it.
      const saved = await saveScheduleDay(toRequest(sessionId, date, version.current, day));
      version.current = Math.max(version.current, saved.version);
      return saved;
    },
    onError: (_error, { before, line: mine }) => {
      if (mine !== line.current) return;
      line.current += 1;
      writeDay(before);
    },
    onSettled: settle,
  });
  const current = useMemo(() => itemsOn(schedule, date), [schedule, date]);
  /**
   * Applies `next` to the day shown now and answers the new day; a change the rules refuse shows
   * why and changes nothing (null, as for a change that changes nothing).
   */
  const change = (next: (day: EditItem[]) => EditItem[]) => {
    const latest = queryClient.getQueryData<Schedule>(key) ?? schedule;
    const views = itemsOn(latest, date);
    const edits = views.map(toEditItem);
    let after: EditItem[];
    try {
      after = next(edits);
    } catch (error) {
      const refusal = error as { messageKey?: unknown };
      notify.error(
        typeof refusal.messageKey === 'string' ? refusal.messageKey : 'error.schedule.dayOverflow',
      );
      return null;
    }
    if (after.length === edits.length && after.every((item, i) => item === edits[i])) return null;
    void queryClient.cancelQueries({ queryKey: key });
    writeDay(toViewDay(after, edits, views, date, names));
    mutation.mutate({ day: after, before: views, line: line.current });
    return after;
  };
  const saving = useIsMutating({ mutationKey }) > 0;
  return { day: current, change, saving };
}

function toRequest(sessionId: string, date: string, version: number, items: readonly EditItem[]) {
  return {
    session: { value: sessionId },
    date,
    version,
    items: items.map(({ levelScope: _scope, ...item }) => ({
      ...item,
      alternatives: item.alternatives.map((a) => ({
        ...a,
        levelScope: [...a.levelScope],
        servants: [...a.servants],
      })),
      servants: [...item.servants],
    })),
  };
}
