import type { Timestamp } from '@cenacle/infra/db/schema.ts';
import type { ColumnType } from 'kysely';

/** Who sleeps in which room, per session (table `room_assignments`); the unassigned have no row. */
export interface RoomAssignmentsTable {
  session_id: string;
  /** participant, child or servant. */
  person_type: string;
  person_id: string;
  room_id: string;
  assigned_at: Timestamp;
}

/** What each person asked for their stay (table `lodging_wishes`); people with no wishes have no row. */
export interface LodgingWishesTable {
  session_id: string;
  person_type: string;
  person_id: string;
  /** jsonb: `personKey`s; written as a JSON string, read parsed. */
  roommates: ColumnType<string[], string, string>;
  not_with: ColumnType<string[], string, string>;
  needs_step_free: boolean;
  /** MALE or FEMALE as staff noted it; null when not noted. */
  gender: string | null;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    room_assignments: RoomAssignmentsTable;
    lodging_wishes: LodgingWishesTable;
  }
}
