import type { Timestamp } from '@cenacle/infra/db/schema.ts';

/** Who sleeps in which room, per session (table `room_assignments`); the unassigned have no row. */
export interface RoomAssignmentsTable {
  session_id: string;
  /** participant, child or servant. */
  person_type: string;
  person_id: string;
  room_id: string;
  assigned_at: Timestamp;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    room_assignments: RoomAssignmentsTable;
  }
}
