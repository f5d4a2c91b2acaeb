import { type ScheduleItem, toSeconds } from './schedule-item.rules.ts';

/** Where a servant is needed: an item (or alternative) of the schedule, or a responsibility elsewhere. */
export interface Booking {
  readonly servantId: string;
  readonly date: string;
  readonly start: string;
  readonly finish: string;
  /** The schedule item (or alternative) id; for a responsibility, its id. */
  readonly ref: string;
}

export interface ServantConflict {
  readonly servantId: string;
  /** The item or alternative where the servant is flagged. */
  readonly ref: string;
  /** What it collides with. */
  readonly with: string;
}

/** Every place a servant is booked on the schedule, alternatives included. */
export function bookingsOf(items: readonly ScheduleItem[]): Booking[] {
  return items.flatMap((item) => {
    const slot = { date: item.date, start: item.start, finish: item.finish };
    return [
      ...item.servants.map((servantId) => ({ ...slot, servantId, ref: item.id })),
      ...item.alternatives.flatMap((a) => a.servants.map((servantId) => ({ ...slot, servantId, ref: a.id }))),
    ];
  });
}

/** The servants of each responsibility of a session (whoever carries it, at any of its levels). */
export interface DutyServants {
  readonly responsibilityId: string;
  readonly servantIds: readonly string[];
}

/**
 * Where responsibilities need their servants: at every item naming the responsibility (the booking's
 * `ref` is that item, so a servant who is also on the item itself is not booked twice).
 */
export function responsibilityBookings(
  items: readonly ScheduleItem[],
  duties: readonly DutyServants[],
): Booking[] {
  const servantsOf = new Map(duties.map((d) => [d.responsibilityId, d.servantIds]));
  return items.flatMap((item) => {
    const servantIds = item.responsibilityId ? (servantsOf.get(item.responsibilityId) ?? []) : [];
    return servantIds.map((servantId) => ({
      servantId,
      date: item.date,
      start: item.start,
      finish: item.finish,
      ref: item.id,
    }));
  });
}

const overlap = (a: Booking, b: Booking): boolean =>
  a.date === b.date && toSeconds(a.start) < toSeconds(b.finish) && toSeconds(b.start) < toSeconds(a.finish);

/**
 * A servant booked on two overlapping items, or on an item while a responsibility (`elsewhere`)
 * needs them at the same time: each such booking is flagged.
 */
export function servantConflicts(
  items: readonly ScheduleItem[],
  elsewhere: readonly Booking[] = [],
): ServantConflict[] {
  const bookings = bookingsOf(items);
  const conflicts: ServantConflict[] = [];
  for (const booking of bookings) {
    const others = [...bookings, ...elsewhere].filter(
      (other) =>
        other.servantId === booking.servantId && other.ref !== booking.ref && overlap(booking, other),
    );
    for (const other of others)
      conflicts.push({ servantId: booking.servantId, ref: booking.ref, with: other.ref });
  }
  return conflicts;
}
