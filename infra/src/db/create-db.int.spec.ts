import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createPool } from './create-db.ts';

describe('createPool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pool');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('commits without waiting for the disk only when asked (runners), on every connection', async () => {
    const setting = async (pool: ReturnType<typeof createPool>) => {
      // Two connections at once: the setting is the connection's, not one session's.
      const clients = await Promise.all([pool.connect(), pool.connect()]);
      try {
        const answers = await Promise.all(clients.map((c) => c.query('SHOW synchronous_commit')));
        return answers.map((a) => a.rows[0]?.synchronous_commit);
      } finally {
        for (const client of clients) client.release();
        await pool.end();
      }
    };
    expect(await setting(createPool(database.url, { asyncCommit: true }))).toEqual(['off', 'off']);
    expect(await setting(createPool(database.url))).toEqual(['on', 'on']);
  });
});
