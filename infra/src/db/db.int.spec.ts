import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { checkpointReached, readCheckpoint } from './checkpoints.ts';
import { createDb } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';

describe('Read-model database', () => {
  let database: TestDatabase;
  let db: ReturnType<typeof createDb>;

  beforeAll(async () => {
    database = await createTestDatabase('db');
    db = createDb(database.url);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('migrates once, and again and concurrently without harm', async () => {
    const [a, b] = await Promise.all([migrateToLatest(db), migrateToLatest(db)]);
    expect([...(a.results ?? []), ...(b.results ?? [])]).toEqual([]);
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`.execute(
      db,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'auth_sessions',
        'branches',
        'ledger_audit',
        'ledger_category_totals',
        'payments',
        'projection_checkpoints',
        'school_sessions',
        'users',
      ]),
    );
  });

  it('reads bigint amounts as numbers and dates as calendar-day strings', async () => {
    const id = randomUUID();
    await db
      .insertInto('school_sessions')
      .values({
        id,
        branch_id: randomUUID(),
        season: 'WINTER',
        date_from: '2025-12-31',
        date_to: null,
        levels: ['I'],
        created_at: new Date(),
      })
      .execute();
    const session = await db
      .selectFrom('school_sessions')
      .select(['date_from', 'levels'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ date_from: '2025-12-31', levels: ['I'] });

    const row = await db
      .insertInto('ledger_category_totals')
      .values({ session_id: id, category: 'BUY_IN', total_minor: 9_007_199_254_740_991n, count: 1 })
      .returning(['total_minor', 'count'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ total_minor: Number.MAX_SAFE_INTEGER, count: 1 });
  });

  it('refuses to round an int8 that does not fit a number', async () => {
    await expect(sql`SELECT 9007199254740993::bigint AS n`.execute(db)).rejects.toThrow(RangeError);
  });

  it('reads checkpoints as exact positions', async () => {
    expect(await readCheckpoint(db, 'nobody')).toBeNull();
    await db
      .insertInto('projection_checkpoints')
      .values({ name: 'big', commit_position: '9223372036854775000', prepare_position: 5 })
      .execute();
    const checkpoint = await readCheckpoint(db, 'big');
    expect(checkpoint).toEqual({ commit: 9_223_372_036_854_775_000n, prepare: 5n });
    expect(checkpointReached(checkpoint, { commit: 9_223_372_036_854_775_000n, prepare: 5n })).toBe(true);
    expect(checkpointReached(checkpoint, { commit: 9_223_372_036_854_775_000n, prepare: 6n })).toBe(false);
  });
});
