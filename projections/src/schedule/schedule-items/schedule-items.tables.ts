import type { ScheduleAlternative, ScheduleItemType } from '@cenacle/shared-domain/schedule/rules';
import type { ColumnType } from 'kysely';

/** Each session's schedule version: how many schedule events it has (table `schedules`). */
export interface SchedulesTable {
  session_id: string;
  version: number;
}

/** Every item of every session's schedule, in day order (table `schedule_items`). */
export interface ScheduleItemsTable {
  id: string;
  session_id: string;
  date: ColumnType<string, string, string>;
  /** Place within its day, from 0. */
  position: number;
  start: string;
  finish: string;
  name: string;
  type: ScheduleItemType | null;
  conference_number: number | null;
  /** jsonb arrays: written as JSON strings, read parsed. */
  level_scope: ColumnType<string[], string, string>;
  alternatives: ColumnType<ScheduleAlternative[], string, string>;
  servants: ColumnType<string[], string, string>;
  /** The responsibility the item is for, if any. */
  responsibility_id: ColumnType<string | null, string | null | undefined, string | null>;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    schedules: SchedulesTable;
    schedule_items: ScheduleItemsTable;
  }
}
