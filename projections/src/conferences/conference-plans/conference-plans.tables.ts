import type { PlanEntry } from '@cenacle/shared-domain/conferences';
import type { ColumnType } from 'kysely';

type Entries = ColumnType<PlanEntry[], string, string>;

/** One column of a session's conference plan (a level in a language), as the planners left it. */
export interface ConferencePlanColumnsTable {
  session_id: string;
  level: string;
  lang: string;
  /** Moves applied to the column; a move recorded at or below it was applied already. */
  version: number;
  /** `[{conferenceId, name, origins}]` in order. */
  entries: Entries;
  removed: Entries;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    conference_plan_columns: ConferencePlanColumnsTable;
  }
}
