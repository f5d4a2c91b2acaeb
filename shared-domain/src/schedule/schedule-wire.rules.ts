import type { ScheduleAlternative, ScheduleItem, ScheduleItemType } from './schedule-item.rules.ts';

/*
 * A schedule item between the wire (spec §3: ids as `{value}`, the item's session, responsibility
 * and level servants) and the editor's view (ids as the pure rules take them). Pure, no zod.
 */

interface Ref {
  readonly value: string;
}
export interface ServantOnItem {
  readonly id: string;
  readonly name: string;
}
/** An alternative as the editor shows it: its servants named. */
export type AlternativeView = Omit<ScheduleAlternative, 'servants'> & {
  readonly servants: readonly ServantOnItem[];
};
/** An item as the editor shows it: its servants named, its responsibility always said. */
export type ScheduleItemView = Omit<ScheduleItem, 'alternatives' | 'servants' | 'responsibilityId'> & {
  readonly alternatives: readonly AlternativeView[];
  readonly servants: readonly ServantOnItem[];
  readonly responsibilityId: string | null;
};

type WireServant = { readonly id: Ref; readonly name: string };
type WireAlternative = Omit<AlternativeView, 'id' | 'servants'> & {
  readonly id: Ref;
  readonly servants: readonly WireServant[];
};
export interface ScheduleItemOnWire {
  readonly id: Ref;
  readonly date: string;
  readonly session: Ref;
  readonly start: string;
  readonly finish: string;
  readonly name: string;
  readonly type: ScheduleItemType | null;
  readonly conferenceNumber: number | null;
  readonly responsibility: { readonly id: Ref } | null;
  readonly levelScope: readonly string[];
  readonly alternatives: readonly WireAlternative[];
  readonly servants: readonly WireServant[];
  readonly levelServants: readonly { readonly level: string; readonly servant: WireServant }[];
}

const servantToWire = (s: ServantOnItem): WireServant => ({ id: { value: s.id }, name: s.name });
const servantFromWire = (s: WireServant): ServantOnItem => ({ id: s.id.value, name: s.name });

/** An item as the API answers it: the view's fields in the spec's shape, with its session. */
export function scheduleItemToWire(item: ScheduleItemView, sessionId: string): ScheduleItemOnWire {
  const { responsibilityId, ...rest } = item;
  return {
    ...rest,
    id: { value: item.id },
    session: { value: sessionId },
    responsibility: responsibilityId ? { id: { value: responsibilityId } } : null,
    levelScope: [...item.levelScope],
    servants: item.servants.map(servantToWire),
    alternatives: item.alternatives.map((a) => ({
      ...a,
      id: { value: a.id },
      levelScope: [...a.levelScope],
      servants: a.servants.map(servantToWire),
    })),
    // Spec §3 "levelServants (level plus servant)": who serves which level group of the item.
    levelServants: item.alternatives.flatMap((a) =>
      a.levelScope.flatMap((level) => a.servants.map((s) => ({ level, servant: servantToWire(s) }))),
    ),
  };
}

/** An item as the editor works with it. */
export function scheduleItemFromWire(item: ScheduleItemOnWire): ScheduleItemView {
  return {
    id: item.id.value,
    date: item.date,
    start: item.start,
    finish: item.finish,
    name: item.name,
    type: item.type,
    conferenceNumber: item.conferenceNumber,
    levelScope: item.levelScope,
    servants: item.servants.map(servantFromWire),
    alternatives: item.alternatives.map((a) => ({
      ...a,
      id: a.id.value,
      servants: a.servants.map(servantFromWire),
    })),
    responsibilityId: item.responsibility?.id.value ?? null,
  };
}

/** A whole schedule read from the wire, its items as the editor works with them. */
export function scheduleFromWire<S extends { readonly items: readonly ScheduleItemOnWire[] }>(
  schedule: S,
): Omit<S, 'items'> & { readonly items: readonly ScheduleItemView[] } {
  return { ...schedule, items: schedule.items.map(scheduleItemFromWire) };
}

/** One item of a day as the editor saves it (ids as the rules take them). */
export interface DayItemToSave {
  readonly id: string;
  readonly servants: readonly string[];
  readonly alternatives: readonly { readonly id: string; readonly servants: readonly string[] }[];
  readonly responsibilityId?: string | null;
}

/** A day's item as the spec's client sends it: ids as `{value}`, servants as `{id}`, `responsibility`. */
export function dayItemToWire<I extends DayItemToSave>(item: I) {
  const { responsibilityId, ...rest } = item;
  return {
    ...rest,
    id: { value: item.id },
    servants: item.servants.map((id) => ({ id: { value: id } })),
    alternatives: item.alternatives.map((a) => ({
      ...a,
      id: { value: a.id },
      servants: a.servants.map((id) => ({ id: { value: id } })),
    })),
    ...(responsibilityId === undefined
      ? {}
      : { responsibility: responsibilityId ? { id: { value: responsibilityId } } : null }),
  };
}
