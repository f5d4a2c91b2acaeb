export interface ResponsibilitiesTable {
  id: string;
  session_id: string;
  name: string;
  /** One of RESPONSIBILITY_TYPES, or null. */
  type: string | null;
  level: string | null;
}

/** A servant in a responsibility; `level` is '' for the whole responsibility (a key cannot be null). */
export interface ResponsibilityServantsTable {
  responsibility_id: string;
  session_id: string;
  user_id: string;
  level: string;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    responsibilities: ResponsibilitiesTable;
    responsibility_servants: ResponsibilityServantsTable;
  }
}
