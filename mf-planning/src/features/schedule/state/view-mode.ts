import { useLocalPreference } from '../../preferences/useLocalPreference.ts';

/** List of every day or a single day: a local preference of this browser (spec §2). */
type ScheduleView = 'list' | 'day';

/** The browser-storage key (the browser tests and the planning bench set it). */
const KEY = 'cenacle.schedule.view';

const parseView = (stored: string | null): ScheduleView => (stored === 'day' ? 'day' : 'list');

export function useScheduleView(): [ScheduleView, (view: ScheduleView) => void] {
  return useLocalPreference(KEY, parseView);
}
