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

export function useSchedule(sessionId: string) {
  return useQuery({
    queryKey: scheduleKeys.session(sessionId),
    queryFn: ({ signal }) => fetchSchedule(sessionId, signal),
  });
}

const dayOf = (schedule: Schedule, date: string): EditItem[] =>
  schedule.items.filter((i) => i.date === date).map(toEditItem);

/**
 * One day being edited: every change shows at once (computed by the same rules as the server's)
 * and is saved as the whole day; a refusal puts the day back as the server has it.
 */
export function useDayEditor(schedule: Schedule, date: string) {
  const queryClient = useQueryClient();
  const [day, setDay] = useState<EditItem[]>(() => dayOf(schedule, date));
  const version = useRef(schedule.version);
  const save = useMutation({
    mutationFn: (items: EditItem[]) =>
      saveScheduleDay({
        session: { value: schedule.sessionId },
        date,
        version: version.current,
        items: items.map(({ levelScope: _scope, ...item }) => ({
          ...item,
          alternatives: item.alternatives.map((a) => ({
            ...a,
            levelScope: [...a.levelScope],
            servants: [...a.servants],
          })),
          servants: [...item.servants],
        })),
      }),
    onSuccess: (saved) => {
      version.current = saved.version;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.session(schedule.sessionId) }),
  });
  // The server's schedule moved past ours (another editor, a copy, a 409): start again from it.
  useEffect(() => {
    if (save.isPending || schedule.version <= version.current) return;
    version.current = schedule.version;
    setDay(dayOf(schedule, date));
  }, [schedule, date, save.isPending]);
  const change = (next: () => EditItem[]) => {
    if (save.isPending) return;
    const before = day;
    let after: EditItem[];
    try {
      after = next();
    } catch {
      return; // A change the rules refuse (past midnight) is not offered.
    }
    setDay(after);
    save.mutate(after, { onError: () => setDay(before) });
  };
  return { day, change, saving: save.isPending };
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
