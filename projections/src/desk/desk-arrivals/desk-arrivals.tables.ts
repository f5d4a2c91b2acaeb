import type { Timestamp } from '@cenacle/infra/db/schema.ts';

/** What the desk did for each registration (table `desk_arrivals`); untouched ones have no row. */
export interface DeskArrivalsTable {
  session_id: string;
  participant_id: string;
  key_handed_out: boolean;
  /** The registration token's generation: 0 until revoked, +1 per revocation. */
  token_generation: number;
  updated_at: Timestamp;
}

/** Children checked in to the children's group (table `desk_children`); never checked in: no row. */
export interface DeskChildrenTable {
  session_id: string;
  child_id: string;
  participant_id: string;
  checked_in: boolean;
  /** SHA-256 of `${childId}:${pickupCode}` while checked in; null once checked out. */
  pickup_code_digest: string | null;
  updated_at: Timestamp;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    desk_arrivals: DeskArrivalsTable;
    desk_children: DeskChildrenTable;
  }
}
