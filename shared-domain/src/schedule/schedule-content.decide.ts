import { DomainError } from '../common/errors.ts';
import { nextConferenceNumber } from './conference-number.rules.ts';
import { scopeAfterMerge, scopeAfterSplit, splitAlternative } from './level-scope.rules.ts';
import type {
  AssignServantToScheduleItem,
  ChangeScheduleItem,
  MergeScheduleAlternative,
  SplitScheduleItemByLevel,
  UnassignServantFromScheduleItem,
} from './schedule.commands.ts';
import type { ScheduleEvent } from './schedule.events.ts';
import type { ScheduleState } from './schedule.evolve.ts';
import { itemsOfDay, MAX_SERVANTS_PER_ITEM, type ScheduleItemType } from './schedule-item.rules.ts';

/** Only conferences carry a number; a conference without one takes the latest earlier number + 1. */
export function conferenceDefaults(
  state: ScheduleState,
  date: string,
  indexInDay: number,
  type: ScheduleItemType | null,
  conferenceNumber: number | null,
  name: string,
): { conferenceNumber: number | null; name: string } {
  if (type !== 'CONFERENCE') return { conferenceNumber: null, name };
  return { conferenceNumber: conferenceNumber ?? nextConferenceNumber(state.items, date, indexInDay), name };
}

const itemAt = (state: ScheduleState, itemId: string) => {
  const item = state.items.find((i) => i.id === itemId);
  if (!item) throw new DomainError('NOT_FOUND', 'error.schedule.itemNotFound', { id: itemId });
  return item;
};

function alternativeOf(state: ScheduleState, itemId: string, alternativeId: string) {
  const alternative = itemAt(state, itemId).alternatives.find((a) => a.id === alternativeId);
  if (!alternative)
    throw new DomainError('NOT_FOUND', 'error.schedule.alternativeNotFound', { id: alternativeId });
  return alternative;
}

export function decideItemContent(command: ChangeScheduleItem, state: ScheduleState): ScheduleEvent[] {
  const { sessionId, itemId, alternativeId, name, type } = command.data;
  const item = itemAt(state, itemId);
  const current = alternativeId === null ? item : alternativeOf(state, itemId, alternativeId);
  const index = itemsOfDay(state.items, item.date).findIndex((i) => i.id === itemId);
  // A conference keeps its number unless the caller names another one.
  const keep = current.type === 'CONFERENCE' ? current.conferenceNumber : null;
  const content = conferenceDefaults(
    state,
    item.date,
    index,
    type,
    command.data.conferenceNumber ?? keep,
    name,
  );
  if (
    current.name === content.name &&
    current.type === type &&
    current.conferenceNumber === content.conferenceNumber
  ) {
    return [];
  }
  return [
    {
      type: 'ScheduleItemChanged',
      data: { sessionId, date: item.date, itemId, alternativeId, type, ...content },
    },
  ];
}

export function decideSplit(command: SplitScheduleItemByLevel, state: ScheduleState): ScheduleEvent[] {
  const { sessionId, itemId, alternativeId, levels, sessionLevels } = command.data;
  const item = itemAt(state, itemId);
  if (state.items.some((i) => i.alternatives.some((a) => a.id === alternativeId))) {
    throw new DomainError('ALREADY_EXISTS', 'error.schedule.itemExists', { id: alternativeId });
  }
  const levelScope = scopeAfterSplit(item, levels, sessionLevels);
  const alternative = splitAlternative(item, alternativeId, levels);
  return [
    {
      type: 'ScheduleItemSplitByLevel',
      data: { sessionId, date: item.date, itemId, levelScope, alternative },
    },
  ];
}

export function decideMerge(command: MergeScheduleAlternative, state: ScheduleState): ScheduleEvent[] {
  const { sessionId, itemId, alternativeId } = command.data;
  const item = itemAt(state, itemId);
  const levelScope = scopeAfterMerge(item, alternativeId);
  return [
    {
      type: 'ScheduleAlternativeMerged',
      data: { sessionId, date: item.date, itemId, alternativeId, levelScope },
    },
  ];
}

export function decideServant(
  command: AssignServantToScheduleItem | UnassignServantFromScheduleItem,
  state: ScheduleState,
): ScheduleEvent[] {
  const { sessionId, itemId, alternativeId, servantId } = command.data;
  const item = itemAt(state, itemId);
  const servants =
    alternativeId === null ? item.servants : alternativeOf(state, itemId, alternativeId).servants;
  const data = { sessionId, date: item.date, itemId, alternativeId, servantId };
  if (command.type === 'AssignServantToScheduleItem') {
    if (servants.includes(servantId)) return [];
    if (servants.length >= MAX_SERVANTS_PER_ITEM)
      throw new DomainError('TOO_MANY_SERVANTS', 'error.schedule.tooManyServants');
    return [{ type: 'ServantAssignedToScheduleItem', data }];
  }
  if (!servants.includes(servantId)) return [];
  return [{ type: 'ServantUnassignedFromScheduleItem', data }];
}
