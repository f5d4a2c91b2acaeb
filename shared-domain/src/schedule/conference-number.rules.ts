import type { ScheduleItem } from './schedule-item.rules.ts';

/**
 * Choosing type CONFERENCE numbers the item after the latest conference before it in the schedule
 * (earlier days, then earlier in its own day): that number + 1, or 1 for the first conference.
 */
export function nextConferenceNumber(
  items: readonly ScheduleItem[],
  date: string,
  beforeIndexInDay: number,
): number {
  let latest = 0;
  let indexInDay = 0;
  for (const item of items) {
    if (item.date > date) break;
    if (item.date === date) {
      if (indexInDay >= beforeIndexInDay) break;
      indexInDay++;
    }
    if (item.type === 'CONFERENCE' && item.conferenceNumber !== null) latest = item.conferenceNumber;
  }
  return latest + 1;
}

/** The translation key and parameters of a proposed conference name ("Konferencja 3"). */
export const conferenceNameProposal = (number: number) =>
  ({ key: 'schedule.conferenceName', params: { number } }) as const;
