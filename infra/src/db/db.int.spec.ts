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
    // infra's own tables; read models bring theirs from projections.
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['login_sessions', 'projection_checkpoints', 'read_model_migrations']),
    );
  });

  it('reads bigint amounts as numbers and dates as calendar-day strings', async () => {
    const { rows } = await sql<{ day: string; amount: number }>`
      SELECT DATE '2025-12-31' AS day, 9007199254740991::bigint AS amount`.execute(db);
    expect(rows[0]).toEqual({ day: '2025-12-31', amount: Number.MAX_SAFE_INTEGER });
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
