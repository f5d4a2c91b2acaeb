import type { Kysely } from 'kysely';

/**
 * Runs several reads against one snapshot of the read models: a page and its total count read
 * this way always agree, even while a projector writes between them. Read-only, so it holds no
 * lock a projector would wait on.
 */
export function inOneSnapshot<DB, R>(
  db: Kysely<DB>,
  reads: (snapshot: Kysely<DB>) => Promise<R>,
): Promise<R> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(reads);
}
