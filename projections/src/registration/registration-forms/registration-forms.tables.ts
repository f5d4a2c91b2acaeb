import type { Timestamp } from '@cenacle/infra/db/schema.ts';
import type { FormItem } from '@cenacle/shared-domain/registration/rules';
import type { ColumnType } from 'kysely';

/** The saved registration form of each session (table `registration_forms`). */
export interface RegistrationFormsTable {
  session_id: string;
  title: string;
  /** Rich text, sanitized before it was saved. */
  description: string;
  success_title: string;
  success_content: string;
  /** jsonb: the items in order; written as a JSON string, read parsed. */
  items: ColumnType<FormItem[], string, string>;
  /** The session the form was last copied from, if it was. */
  copied_from: string | null;
  saved_at: Timestamp;
  /** How many times the form was saved: the version an editor sends back with its save. */
  version: ColumnType<number, number | undefined, number>;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    registration_forms: RegistrationFormsTable;
  }
}
