import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { DEVELOPMENT_PERSONAL_DATA_KEY, deriveMasterKey } from './crypto.ts';
import { PersonalDataKeys } from './personal-data-keys.ts';

describe('Personal data keys', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  const master = deriveMasterKey(DEVELOPMENT_PERSONAL_DATA_KEY);

  beforeAll(async () => {
    database = await createTestDatabase('pdkeys');
    const db = createDb(database.url);
    await migrateToLatest(db);
    await db.destroy();
    pool = new pg.Pool({ connectionString: database.url, max: 8 });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('makes one key per person on first use, even when processes ask at the same time', async () => {
    const subject = randomUUID();
    const processes = Array.from({ length: 6 }, () => new PersonalDataKeys(pool, master));
    const answers = await Promise.all(processes.map((keys) => keys.forSealing([subject, subject])));
    const keys = answers.map((a) => a.get(subject));
    expect(keys[0]).toHaveLength(32);
    for (const key of keys) expect(key?.equals(keys[0] as Buffer)).toBe(true);
    const { rows } = await pool.query(
      'SELECT count(*)::int AS n FROM personal_data_keys WHERE subject_id = $1',
      [subject],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('stores the key wrapped, never as it is used', async () => {
    const subject = randomUUID();
    const key = (await new PersonalDataKeys(pool, master).forSealing([subject])).get(subject) as Buffer;
    const { rows } = await pool.query<{ key: Buffer }>(
      'SELECT key FROM personal_data_keys WHERE subject_id = $1',
      [subject],
    );
    expect(rows[0]?.key.includes(key)).toBe(false);
    // Another master secret cannot unwrap it.
    await expect(new PersonalDataKeys(pool, deriveMasterKey('other')).read([subject])).rejects.toThrow();
  });

  it('erases idempotently, also a person who never had a key, and seals nothing readable for them after', async () => {
    const [known, unknown] = [randomUUID(), randomUUID()];
    const keys = new PersonalDataKeys(pool, master);
    await keys.forSealing([known]);
    await keys.erase([known, unknown]);
    const { rows } = await pool.query(
      'SELECT subject_id, key, erased_at FROM personal_data_keys WHERE subject_id = ANY($1) ORDER BY subject_id',
      [[known, unknown]],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ key: null, erased_at: expect.any(Date) });
    const stamp = async () =>
      (await pool.query('SELECT erased_at FROM personal_data_keys WHERE subject_id = $1', [known])).rows[0]
        ?.erased_at as Date | undefined;
    const first = await stamp();
    await keys.erase([known]);
    expect(await stamp()).toEqual(first);
    expect((await keys.forSealing([known, unknown])).get(unknown)).toBeNull();
  });
});
