import type { DomainEvent } from '../common/decider.ts';
import type {
  ItemTimes,
  ScheduleAlternative,
  ScheduleItem,
  ScheduleItemType,
} from './schedule-item.rules.ts';

/*
 * The schedule of a session (stream `schedule-<sessionId>`). One event per change, so the log shows
 * who moved what. Events that re-flow a day record the day's resulting times (`times`): replaying
 * them never depends on today's reflow rules.
 */

interface OnDay {
  readonly sessionId: string;
  readonly date: string;
}

/** A new item joined the end of a day. */
export type ScheduleItemAdded = DomainEvent<
  'ScheduleItemAdded',
  { readonly sessionId: string; readonly item: ScheduleItem }
>;
/** An item was dragged to another place in its day; the day's times were recomputed. */
export type ScheduleItemMoved = DomainEvent<
  'ScheduleItemMoved',
  OnDay & { readonly itemId: string; readonly toIndex: number; readonly times: readonly ItemTimes[] }
>;
/** An item's (or an alternative's) name, type or conference number changed. */
export type ScheduleItemChanged = DomainEvent<
  'ScheduleItemChanged',
  OnDay & {
    readonly itemId: string;
    readonly alternativeId: string | null;
    readonly name: string;
    readonly type: ScheduleItemType | null;
    readonly conferenceNumber: number | null;
  }
>;
/** An item was given the responsibility it is for (or none: null). */
export type ScheduleItemResponsibilitySet = DomainEvent<
  'ScheduleItemResponsibilitySet',
  OnDay & { readonly itemId: string; readonly responsibilityId: string | null }
>;
/** An item's start or duration changed; later items shifted. */
export type ScheduleItemRescheduled = DomainEvent<
  'ScheduleItemRescheduled',
  OnDay & { readonly itemId: string; readonly times: readonly ItemTimes[] }
>;
/** An item was deleted; the later items moved up. */
export type ScheduleItemRemoved = DomainEvent<
  'ScheduleItemRemoved',
  OnDay & { readonly itemId: string; readonly times: readonly ItemTimes[] }
>;
/** Some levels of an item got an alternative of their own. */
export type ScheduleItemSplitByLevel = DomainEvent<
  'ScheduleItemSplitByLevel',
  OnDay & {
    readonly itemId: string;
    readonly levelScope: readonly string[];
    readonly alternative: ScheduleAlternative;
  }
>;
/** An alternative's level scope was emptied: it merged back into its item. */
export type ScheduleAlternativeMerged = DomainEvent<
  'ScheduleAlternativeMerged',
  OnDay & { readonly itemId: string; readonly alternativeId: string; readonly levelScope: readonly string[] }
>;
/** A servant was assigned to an item (or to one of its alternatives). */
export type ServantAssignedToScheduleItem = DomainEvent<
  'ServantAssignedToScheduleItem',
  OnDay & { readonly itemId: string; readonly alternativeId: string | null; readonly servantId: string }
>;
/** A servant was taken off an item (or off one of its alternatives). */
export type ServantUnassignedFromScheduleItem = DomainEvent<
  'ServantUnassignedFromScheduleItem',
  OnDay & { readonly itemId: string; readonly alternativeId: string | null; readonly servantId: string }
>;
/** Another day's items were copied into a day (replacing its items). */
export type ScheduleDayCopied = DomainEvent<
  'ScheduleDayCopied',
  {
    readonly sessionId: string;
    readonly fromDate: string;
    readonly toDate: string;
    readonly items: readonly ScheduleItem[];
  }
>;
/** Another session's schedule was copied to this session (replacing its schedule). */
export type SessionScheduleCopied = DomainEvent<
  'SessionScheduleCopied',
  { readonly sessionId: string; readonly fromSessionId: string; readonly items: readonly ScheduleItem[] }
>;

export type ScheduleEvent =
  | ScheduleItemAdded
  | ScheduleItemMoved
  | ScheduleItemChanged
  | ScheduleItemResponsibilitySet
  | ScheduleItemRescheduled
  | ScheduleItemRemoved
  | ScheduleItemSplitByLevel
  | ScheduleAlternativeMerged
  | ServantAssignedToScheduleItem
  | ServantUnassignedFromScheduleItem
  | ScheduleDayCopied
  | SessionScheduleCopied;
