import type { Command } from '../common/decider.ts';
import type { Season } from '../organisation/organisation.rules.ts';
import type { ScheduleItem, ScheduleItemType } from './schedule-item.rules.ts';

/**
 * Every command names the session and, when the caller read a version first, the version it saw
 * (`expectedVersion`): a stale one is refused (SCHEDULE_CHANGED, 409). Null: no check.
 */
interface Base {
  readonly sessionId: string;
  readonly expectedVersion: number | null;
}
interface OnItem extends Base {
  readonly itemId: string;
}

export type AddScheduleItem = Command<
  'AddScheduleItem',
  Base & {
    readonly itemId: string;
    readonly date: string;
    readonly name: string;
    readonly type: ScheduleItemType | null;
    /** Null: the type's template duration. */
    readonly durationSeconds: number | null;
  }
>;
export type MoveScheduleItem = Command<'MoveScheduleItem', OnItem & { readonly toIndex: number }>;
export type ChangeScheduleItem = Command<
  'ChangeScheduleItem',
  OnItem & {
    readonly alternativeId: string | null;
    readonly name: string;
    readonly type: ScheduleItemType | null;
    /** Null with type CONFERENCE: the latest earlier conference number + 1. */
    readonly conferenceNumber: number | null;
  }
>;
/** Names the responsibility an item is for (null: none). */
export type SetScheduleItemResponsibility = Command<
  'SetScheduleItemResponsibility',
  OnItem & { readonly responsibilityId: string | null }
>;
export type RescheduleScheduleItem = Command<
  'RescheduleScheduleItem',
  OnItem & { readonly start: string | null; readonly durationSeconds: number | null }
>;
export type RemoveScheduleItem = Command<'RemoveScheduleItem', OnItem>;
export type SplitScheduleItemByLevel = Command<
  'SplitScheduleItemByLevel',
  OnItem & {
    readonly alternativeId: string;
    readonly levels: readonly string[];
    readonly sessionLevels: readonly string[];
  }
>;
export type MergeScheduleAlternative = Command<
  'MergeScheduleAlternative',
  OnItem & { readonly alternativeId: string }
>;
export type AssignServantToScheduleItem = Command<
  'AssignServantToScheduleItem',
  OnItem & { readonly alternativeId: string | null; readonly servantId: string }
>;
export type UnassignServantFromScheduleItem = Command<
  'UnassignServantFromScheduleItem',
  OnItem & { readonly alternativeId: string | null; readonly servantId: string }
>;
export type CopyScheduleDay = Command<
  'CopyScheduleDay',
  Base & {
    readonly season: Season;
    readonly fromDate: string;
    readonly toDate: string;
    readonly items: readonly ScheduleItem[];
  }
>;
export type CopySessionSchedule = Command<
  'CopySessionSchedule',
  Base & { readonly fromSessionId: string; readonly items: readonly ScheduleItem[] }
>;

export type ScheduleCommand =
  | AddScheduleItem
  | MoveScheduleItem
  | ChangeScheduleItem
  | SetScheduleItemResponsibility
  | RescheduleScheduleItem
  | RemoveScheduleItem
  | SplitScheduleItemByLevel
  | MergeScheduleAlternative
  | AssignServantToScheduleItem
  | UnassignServantFromScheduleItem
  | CopyScheduleDay
  | CopySessionSchedule;
