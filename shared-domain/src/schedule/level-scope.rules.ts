import { DomainError } from '../common/errors.ts';
import type { ScheduleAlternative, ScheduleItem } from './schedule-item.rules.ts';

/**
 * Level scope (spec §4): with several levels, an item splits into alternatives per level group
 * (the same time slot, another content for those levels); emptying an alternative's scope merges
 * it back into the item. The item's own scope is what no alternative took; with no alternatives it
 * is empty, meaning every level.
 */

/** The levels the item itself is for: its scope, or every session level when it has none. */
export const ownLevels = (item: ScheduleItem, sessionLevels: readonly string[]): readonly string[] =>
  item.levelScope.length > 0 ? item.levelScope : sessionLevels;

/** The item's scope once `levels` go to a new alternative; refuses an empty or a total split. */
export function scopeAfterSplit(
  item: ScheduleItem,
  levels: readonly string[],
  sessionLevels: readonly string[],
): string[] {
  const own = ownLevels(item, sessionLevels);
  if (levels.length === 0 || levels.some((level) => !own.includes(level))) {
    throw new DomainError('LEVEL_NOT_IN_SCOPE', 'error.schedule.levelNotInScope', {}, 'levels');
  }
  const rest = own.filter((level) => !levels.includes(level));
  if (rest.length === 0)
    throw new DomainError('SPLIT_LEAVES_NOTHING', 'error.schedule.splitLeavesNothing', {}, 'levels');
  return rest;
}

/** A new alternative: the item's content for `levels`, without its servants. */
export function splitAlternative(
  item: ScheduleItem,
  id: string,
  levels: readonly string[],
): ScheduleAlternative {
  return {
    id,
    levelScope: [...levels],
    name: item.name,
    type: item.type,
    conferenceNumber: item.conferenceNumber,
    servants: [],
  };
}

/** The item's scope once an alternative merges back: its levels return; no alternatives left: every level. */
export function scopeAfterMerge(item: ScheduleItem, alternativeId: string): string[] {
  const alternative = item.alternatives.find((a) => a.id === alternativeId);
  if (!alternative)
    throw new DomainError('NOT_FOUND', 'error.schedule.alternativeNotFound', { id: alternativeId });
  if (item.alternatives.length === 1) return [];
  return [...item.levelScope, ...alternative.levelScope];
}

export function applySplit(
  item: ScheduleItem,
  alternative: ScheduleAlternative,
  levelScope: readonly string[],
): ScheduleItem {
  return { ...item, levelScope: [...levelScope], alternatives: [...item.alternatives, alternative] };
}

export function applyMerge(
  item: ScheduleItem,
  alternativeId: string,
  levelScope: readonly string[],
): ScheduleItem {
  return {
    ...item,
    levelScope: [...levelScope],
    alternatives: item.alternatives.filter((a) => a.id !== alternativeId),
  };
}
