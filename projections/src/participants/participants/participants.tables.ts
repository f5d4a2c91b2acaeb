import type { Int8, Timestamp } from '@cenacle/infra/db/schema.ts';
import type { Answer, IndexEntry } from '@cenacle/shared-domain/participants/rules';
import type { ColumnType } from 'kysely';

/** Every registration of every session, cancelled ones included (table `participants`). */
export interface ParticipantsTable {
  id: string;
  session_id: string;
  firstname: string;
  lastname: string;
  email: string;
  level: string;
  /** jsonb: written as a JSON string, read parsed. */
  questions: ColumnType<Answer[], string, string>;
  /** REGISTERED, WAITING or CANCELLED. */
  status: string;
  presence: boolean;
  /** What the participant owes, children included. */
  price_minor: Int8;
  /** FORM, IMPORT or STAFF. */
  source: string;
  /** The staff account, for a servant on the session. */
  user_id: string | null;
  language: string;
  /** jsonb: the index book entry, once saved. */
  index_entry: ColumnType<IndexEntry | null, string | null, string | null>;
  registered_at: Timestamp;
  updated_at: Timestamp;
}

/** Children of registrations (table `participant_children`): participants in their own right. */
export interface ParticipantChildrenTable {
  id: string;
  participant_id: string;
  session_id: string;
  firstname: string;
  lastname: string;
  age: number;
  price_minor: Int8;
  /** Children are listed in the order they were entered. */
  ordinal: number;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    participants: ParticipantsTable;
    participant_children: ParticipantChildrenTable;
  }
}
