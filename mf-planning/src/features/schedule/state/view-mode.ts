import { useState } from 'react';

/** List of every day or a single day: a local preference of this browser (spec §2). */
export type ScheduleView = 'list' | 'day';
const KEY = 'cenacle.schedule.view';

function stored(): ScheduleView {
  try {
    return window.localStorage.getItem(KEY) === 'day' ? 'day' : 'list';
  } catch {
    return 'list';
  }
}

export function useScheduleView(): [ScheduleView, (view: ScheduleView) => void] {
  const [view, setView] = useState<ScheduleView>(stored);
  const choose = (next: ScheduleView) => {
    setView(next);
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // A browser that keeps nothing still switches for this visit.
    }
  };
  return [view, choose];
}
