import type { Kysely } from 'kysely';
import { defineQuery, type Query } from './query.ts';

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

export interface CountedPage<T> {
  /** How many match in all. */
  readonly total: number;
  readonly items: T[];
}

/**
 * A list query and its count as one query: the page and the total come from one snapshot, so a list
 * never says "9 in all" beside 8 rows because a projector wrote between the two reads.
 */
export function definePageQuery<DB, F, P, T>(
  count: Query<[Kysely<DB>, F], Promise<number>>,
  list: Query<[Kysely<DB>, F, P], Promise<T[]>>,
): Query<[Kysely<DB>, F, P], Promise<CountedPage<T>>> {
  return defineQuery({
    uses: [count, list],
    run: (db: Kysely<DB>, filter: F, page: P) =>
      inOneSnapshot(db, async (snapshot) => ({
        total: await count(snapshot, filter),
        items: await list(snapshot, filter, page),
      })),
  });
}
