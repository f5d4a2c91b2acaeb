import type { Schedule } from '@cenacle/shared-domain/schedule/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  copyScheduleDay,
  copySessionSchedule,
  fetchSchedule,
  saveScheduleDay,
  scheduleKeys,
} from '../api/schedule.api.ts';
import { type EditItem, toEditItem } from '../state/day-edits.ts';
import { createSaveQueue } from '../state/save-queue.ts';

export function useSchedule(sessionId: string, options: { readonly enabled?: boolean } = {}) {
  return useQuery({
    queryKey: scheduleKeys.session(sessionId),
    queryFn: ({ signal }) => fetchSchedule(sessionId, signal),
    enabled: options.enabled ?? true,
  });
}

const dayOf = (schedule: Schedule, date: string): EditItem[] =>
  schedule.items.filter((i) => i.date === date).map(toEditItem);

/**
 * One day being edited: every change shows at once (computed by the same rules as the server's)
 * and is saved as the whole day, one save after another. A refusal puts the day back as it was
 * before that change and drops the changes queued after it (see `createSaveQueue`).
 */
export function useDayEditor(schedule: Schedule, date: string) {
  const queryClient = useQueryClient();
  const [day, setDay] = useState<EditItem[]>(() => dayOf(schedule, date));
  const [saving, setSaving] = useState(0);
  const version = useRef(schedule.version);
  const { sessionId } = schedule;
  const [queue] = useState(() =>
    createSaveQueue(day, {
      save: async (items) => {
        const saved = await saveScheduleDay(toRequest(sessionId, date, version.current, items));
        version.current = saved.version;
      },
      show: setDay,
      pending: (count) => {
        setSaving(count);
        // Drained: the server's schedule (a refusal's 409 moved its version) comes back.
        if (count === 0) void queryClient.invalidateQueries({ queryKey: scheduleKeys.session(sessionId) });
      },
    }),
  );
  // The server's schedule moved past ours (another editor, a copy, a 409): start again from it.
  useEffect(() => {
    if (saving > 0 || schedule.version <= version.current) return;
    version.current = schedule.version;
    queue.reset(dayOf(schedule, date));
  }, [schedule, date, saving, queue]);
  const change = (next: (current: EditItem[]) => EditItem[]) => void queue.change(next);
  return { day, change, saving: saving > 0 };
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

/** Copies another day into `date`, or another session's schedule into this one. */
export function useScheduleCopies(schedule: Schedule) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.session(schedule.sessionId) });
  const session = { value: schedule.sessionId };
  return {
    copyDay: useMutation({
      mutationFn: (days: { fromDate: string; toDate: string }) =>
        copyScheduleDay({ session, ...days, version: schedule.version }),
      onSuccess: refresh,
    }),
    copySession: useMutation({
      mutationFn: (fromSession: string) =>
        copySessionSchedule({ session, fromSession: { value: fromSession }, version: schedule.version }),
      onSuccess: refresh,
    }),
  };
}
