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
 * before that change and drops the changes queued after it.
 */
export function useDayEditor(schedule: Schedule, date: string) {
  const queryClient = useQueryClient();
  const [day, setDay] = useState<EditItem[]>(() => dayOf(schedule, date));
  const latest = useRef(day);
  const version = useRef(schedule.version);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const refused = useRef(false);
  const [saving, setSaving] = useState(0);
  const show = (next: EditItem[]) => {
    latest.current = next;
    setDay(next);
  };
  // The server's schedule moved past ours (another editor, a copy, a 409): start again from it.
  useEffect(() => {
    if (saving > 0 || schedule.version <= version.current) return;
    version.current = schedule.version;
    const fresh = dayOf(schedule, date);
    latest.current = fresh;
    setDay(fresh);
  }, [schedule, date, saving]);
  const send = async (items: EditItem[]) => {
    if (refused.current) return;
    try {
      const saved = await saveScheduleDay(toRequest(schedule.sessionId, date, version.current, items));
      version.current = saved.version;
    } catch {
      refused.current = true;
      throw new Error('refused');
    }
  };
  const change = (next: (current: EditItem[]) => EditItem[]) => {
    const before = latest.current;
    let after: EditItem[];
    try {
      after = next(before);
    } catch {
      return; // A change the rules refuse (past midnight) is not offered.
    }
    show(after);
    setSaving((n) => n + 1);
    queue.current = queue.current
      .then(() => send(after))
      .catch(() => {
        if (latest.current === after) show(before);
      })
      .finally(() => {
        setSaving((n) => n - 1);
        void queryClient.invalidateQueries({ queryKey: scheduleKeys.session(schedule.sessionId) });
      });
  };
  useEffect(() => {
    if (saving === 0) refused.current = false;
  }, [saving]);
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
