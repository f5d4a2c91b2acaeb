import type { ScheduleItem } from '../schedule/schedule-item.rules.ts';

/** A conference a servant gives on a session, as the catalogue holds it. */
export interface AssignedConference {
  readonly id: string;
  readonly name: string;
  readonly number: number;
  readonly level: string;
  readonly lang: string;
  readonly files: readonly { readonly fileId: string; readonly fileName: string }[];
}

/** A responsibility a servant carries on a session (for one level of it, or all of it). */
export interface CarriedResponsibility {
  readonly id: string;
  readonly name: string;
  readonly type: string | null;
  readonly level: string | null;
}

/** One line of "my responsibilities": a duty, and when the schedule puts it (null: not placed). */
export interface MyDuty {
  /** Stable per duty and schedule item: the calendar's UID. */
  readonly key: string;
  readonly kind: 'CONFERENCE' | 'RESPONSIBILITY';
  readonly refId: string;
  readonly itemId: string | null;
  readonly name: string;
  readonly number: number | null;
  readonly level: string | null;
  readonly lang: string | null;
  readonly files: readonly { readonly fileId: string; readonly fileName: string }[];
  readonly date: string | null;
  readonly start: string | null;
  readonly finish: string | null;
}

const sameLevel = (a: string, b: string) => a.toLocaleLowerCase('pl') === b.toLocaleLowerCase('pl');
const forLevel = (scope: readonly string[], level: string) =>
  scope.length === 0 || scope.some((l) => sameLevel(l, level));

/** The items where a conference is given: type CONFERENCE, its number, for its level (or alternative). */
export function slotsOfConference(items: readonly ScheduleItem[], c: AssignedConference): ScheduleItem[] {
  return items.filter((item) => {
    const own =
      item.type === 'CONFERENCE' && item.conferenceNumber === c.number && forLevel(item.levelScope, c.level);
    const alternative = item.alternatives.some(
      (a) => a.type === 'CONFERENCE' && a.conferenceNumber === c.number && forLevel(a.levelScope, c.level),
    );
    return own || alternative;
  });
}

const slot = (item: ScheduleItem | null) =>
  item
    ? { itemId: item.id, date: item.date, start: item.start, finish: item.finish }
    : { itemId: null, date: null, start: null, finish: null };

/**
 * A servant's conferences and responsibilities placed in time by the schedule (a conference by its
 * number and level, a responsibility by the items naming it): one line per placement, or one line
 * without a time for a duty the schedule does not place yet.
 */
export function myDuties(
  items: readonly ScheduleItem[],
  conferences: readonly AssignedConference[],
  responsibilities: readonly CarriedResponsibility[],
): MyDuty[] {
  const lines = (
    refId: string,
    placed: readonly ScheduleItem[],
    base: Omit<MyDuty, 'key' | 'refId' | 'itemId' | 'date' | 'start' | 'finish'>,
  ) =>
    (placed.length > 0 ? placed : [null]).map((item) => ({
      ...base,
      refId,
      key: `${base.kind === 'CONFERENCE' ? 'c' : 'r'}-${refId}-${item?.id ?? 'unplaced'}`,
      ...slot(item),
    }));
  const fromConferences = conferences.flatMap((c) =>
    lines(c.id, slotsOfConference(items, c), {
      kind: 'CONFERENCE',
      name: c.name,
      number: c.number,
      level: c.level,
      lang: c.lang,
      files: c.files,
    }),
  );
  const fromResponsibilities = responsibilities.flatMap((r) =>
    lines(
      r.id,
      items.filter((item) => item.responsibilityId === r.id),
      { kind: 'RESPONSIBILITY', name: r.name, number: null, level: r.level, lang: null, files: [] },
    ),
  );
  return [...fromConferences, ...fromResponsibilities].sort(byTime);
}

function byTime(a: MyDuty, b: MyDuty): number {
  const at = (d: MyDuty) => (d.date && d.start ? `${d.date}T${d.start}` : '~');
  return at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : a.name.localeCompare(b.name, 'pl');
}
