import { type Moment, nextChange, type Placed } from '@cenacle/shared-domain/schedule/rules';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';

/** How often the widget looks at the clock even when no item starts or finishes (spec §9 leaves it open). */
const CLOCK_TICK_MS = 30_000;

const momentNow = (): Moment => {
  const now = dayjs();
  return { date: now.format('YYYY-MM-DD'), time: now.format('HH:mm:ss') };
};

/**
 * This browser's local moment, kept current without a reload: it moves every 30 s and exactly when
 * the next item of `items` starts or finishes, whichever comes first.
 */
export function useScheduleClock(items: readonly Placed[]): Moment {
  const [moment, setMoment] = useState(momentNow);
  useEffect(() => {
    const change = nextChange(items, moment);
    const untilChange = change
      ? dayjs(`${change.date}T${change.time}`).diff(dayjs())
      : Number.POSITIVE_INFINITY;
    const delay = Math.max(0, Math.min(CLOCK_TICK_MS, untilChange));
    const timer = setTimeout(() => setMoment(momentNow()), delay);
    return () => clearTimeout(timer);
  }, [items, moment]);
  return moment;
}
