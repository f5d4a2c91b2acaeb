import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '../db/database-url.ts';

/** The machine's PostgreSQL; CI and developers alike (trust auth). */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database of its own for one test file, so test files may run in parallel. */
export async function createTestDatabase(prefix = 't'): Promise<TestDatabase> {
  const name = `cenacle_${prefix}_${randomBytes(5).toString('hex')}`;
  const url = `${TEST_SERVER_URL}/${name}`;
  await ensureDatabase(url);
  return { url, drop: () => dropDatabase(url) };
}
