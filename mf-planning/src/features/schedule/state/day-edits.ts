import type { ScheduleItemView } from '@cenacle/shared-domain/schedule/contracts';
import {
  appendItem,
  changeDuration,
  changeStart,
  nextConferenceNumber,
  moveItem as reflowMove,
  removeItem,
  type ScheduleItem,
  type ScheduleItemType,
  templateMinutes,
  type WantedItem,
} from '@cenacle/shared-domain/schedule/rules';

/**
 * The day the editor shows and sends: the same pure rules as the server's decider give the
 * optimistic result (times recomputed on reorder, later items shifted, a new item at the end).
 */
export type EditItem = WantedItem & { readonly levelScope: readonly string[] };

export const toEditItem = (item: ScheduleItemView): EditItem => ({
  id: item.id,
  start: item.start,
  finish: item.finish,
  name: item.name,
  type: item.type,
  conferenceNumber: item.conferenceNumber,
  levelScope: item.levelScope,
  servants: item.servants.map((s) => s.id),
  alternatives: item.alternatives.map((a) => ({ ...a, servants: a.servants.map((s) => s.id) })),
  responsibilityId: item.responsibilityId,
});

export const moveItem = (day: readonly EditItem[], id: string, toIndex: number) =>
  reflowMove(day, id, toIndex);
export const setDuration = (day: readonly EditItem[], id: string, minutes: number) =>
  changeDuration(day, id, minutes * 60);
export const setStart = (day: readonly EditItem[], id: string, start: string) => changeStart(day, id, start);
/** Names the responsibility an item is for (null: none). */
export const setResponsibility = (day: readonly EditItem[], id: string, responsibilityId: string | null) =>
  day.map((item) => (item.id === id ? { ...item, responsibilityId } : item));
export const deleteItem = (day: readonly EditItem[], id: string) => removeItem(day, id);

/** A new item at the end of the day with its template's duration; a conference gets its number. */
export function addItem(
  day: readonly EditItem[],
  others: readonly ScheduleItem[],
  date: string,
  type: ScheduleItemType | null,
  id: string,
  conferenceName: (n: number) => string,
): EditItem[] {
  const withDate = [...others.filter((i) => i.date !== date), ...day.map((i) => ({ ...i, date }))].sort(
    (a, b) => a.date.localeCompare(b.date),
  ) as ScheduleItem[];
  const number = type === 'CONFERENCE' ? nextConferenceNumber(withDate, date, day.length) : null;
  const fresh = {
    id,
    name: number === null ? '' : conferenceName(number),
    type,
    conferenceNumber: number,
    levelScope: [],
    alternatives: [],
    servants: [],
  };
  return appendItem(day, fresh, templateMinutes(type) * 60);
}

/**
 * A new type: choosing CONFERENCE numbers the item after the latest earlier conference and proposes
 * a name when it has none (spec §4); another type drops the number.
 */
export function changeType(
  day: readonly EditItem[],
  others: readonly ScheduleItem[],
  date: string,
  id: string,
  type: ScheduleItemType | null,
  conferenceName: (n: number) => string,
): EditItem[] {
  const index = day.findIndex((item) => item.id === id);
  const all = [...others, ...day.map((i) => ({ ...i, date }))].sort((a, b) => a.date.localeCompare(b.date));
  return day.map((item) => {
    if (item.id !== id) return item;
    if (type !== 'CONFERENCE') return { ...item, type, conferenceNumber: null };
    const number = item.conferenceNumber ?? nextConferenceNumber(all, date, index);
    return { ...item, type, conferenceNumber: number, name: item.name || conferenceName(number) };
  });
}

export const renameItem = (day: readonly EditItem[], id: string, name: string) =>
  day.map((item) => (item.id === id ? { ...item, name } : item));

export const renameAlternative = (
  day: readonly EditItem[],
  id: string,
  alternativeId: string,
  name: string,
) =>
  day.map((item) =>
    item.id === id
      ? { ...item, alternatives: item.alternatives.map((a) => (a.id === alternativeId ? { ...a, name } : a)) }
      : item,
  );

/** The item's own levels once `level` leaves for a new alternative of its own. */
export function splitItem(
  day: readonly EditItem[],
  id: string,
  level: string,
  levels: readonly string[],
  newId: string,
) {
  return day.map((item) => {
    if (item.id !== id) return item;
    const own = item.levelScope.length > 0 ? item.levelScope : levels;
    const alternative = {
      id: newId,
      levelScope: [level],
      name: item.name,
      type: item.type,
      conferenceNumber: item.conferenceNumber,
      servants: [],
    };
    return {
      ...item,
      levelScope: own.filter((l) => l !== level),
      alternatives: [...item.alternatives, alternative],
    };
  });
}

/** An alternative's scope emptied: it merges back; with none left the item is for every level again. */
export function mergeAlternative(day: readonly EditItem[], id: string, alternativeId: string) {
  return day.map((item) => {
    if (item.id !== id) return item;
    const gone = item.alternatives.find((a) => a.id === alternativeId);
    const alternatives = item.alternatives.filter((a) => a.id !== alternativeId);
    const levelScope = alternatives.length === 0 ? [] : [...item.levelScope, ...(gone?.levelScope ?? [])];
    return { ...item, levelScope, alternatives };
  });
}

/** Adds or removes a servant on an item (`alternativeId` null) or one of its alternatives. */
export function toggleServant(
  day: readonly EditItem[],
  id: string,
  alternativeId: string | null,
  servantId: string,
  assign: boolean,
) {
  const apply = (list: readonly string[]) =>
    assign ? [...list.filter((s) => s !== servantId), servantId] : list.filter((s) => s !== servantId);
  return day.map((item) => {
    if (item.id !== id) return item;
    if (alternativeId === null) return { ...item, servants: apply(item.servants) };
    return {
      ...item,
      alternatives: item.alternatives.map((a) =>
        a.id === alternativeId ? { ...a, servants: apply(a.servants) } : a,
      ),
    };
  });
}
