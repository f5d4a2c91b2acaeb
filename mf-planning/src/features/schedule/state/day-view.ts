import type { ScheduleItemView } from '@cenacle/shared-domain/schedule/contracts';
import type { ServantOnItem } from '@cenacle/shared-domain/schedule/rules';
import type { EditItem } from './day-edits.ts';

/**
 * The editor's changed day written back into the cached schedule, for the optimistic screen. An
 * item whose content the change did not touch keeps its objects (only its times are new), so the
 * blocks that did not move are not drawn again; servants keep the names the cache knew, or take
 * them from `names` (the branch's servants) when just assigned.
 */
export function toViewDay(
  next: readonly EditItem[],
  before: readonly EditItem[],
  views: readonly ScheduleItemView[],
  date: string,
  names: ReadonlyMap<string, string>,
): ScheduleItemView[] {
  const edited = new Map(before.map((item) => [item.id, item]));
  const shown = new Map(views.map((item) => [item.id, item]));
  const named = (ids: readonly string[], known: readonly ServantOnItem[] = []): ServantOnItem[] =>
    ids.map((id) => known.find((s) => s.id === id) ?? { id, name: names.get(id) ?? '' });
  return next.map((item) => {
    const was = edited.get(item.id);
    const view = shown.get(item.id);
    if (was === item && view) return view;
    const servants =
      view && was?.servants === item.servants ? view.servants : named(item.servants, view?.servants);
    const alternatives =
      view && was?.alternatives === item.alternatives
        ? view.alternatives
        : item.alternatives.map((a) => ({
            ...a,
            servants: named(a.servants, view?.alternatives.find((v) => v.id === a.id)?.servants),
          }));
    return {
      id: item.id,
      date,
      start: item.start,
      finish: item.finish,
      name: item.name,
      type: item.type,
      conferenceNumber: item.conferenceNumber,
      levelScope: item.levelScope,
      servants,
      alternatives,
      responsibilityId:
        item.responsibilityId === undefined ? (view?.responsibilityId ?? null) : item.responsibilityId,
    };
  });
}
