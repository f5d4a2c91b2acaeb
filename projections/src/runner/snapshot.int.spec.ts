import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadModelDb, type ReadModelDb } from '../testing/projection-env.ts';
import { inOneSnapshot } from './snapshot.ts';

/** A page and its count read together must agree though a projector writes between the two reads. */
describe('Reads in one snapshot', () => {
  let env: ReadModelDb;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    env = await createReadModelDb('snapshot');
    db = env.db as unknown as Kysely<unknown>;
    await sql`CREATE TABLE counted (n int PRIMARY KEY)`.execute(db);
    await sql`INSERT INTO counted VALUES (1), (2)`.execute(db);
  });
  afterAll(() => env?.close());

  const count = async (reader: Kysely<unknown>) =>
    Number((await sql<{ c: string }>`SELECT count(*) AS c FROM counted`.execute(reader)).rows[0]?.c);

  it('does not see a row written after its first read', async () => {
    const [before, after] = await inOneSnapshot(db, async (snapshot) => {
      const first = await count(snapshot);
      await sql`INSERT INTO counted VALUES (3)`.execute(db);
      return [first, await count(snapshot)];
    });
    expect(before).toBe(2);
    expect(after).toBe(2);
    expect(await count(db)).toBe(3);
  });

  it('refuses to write', async () => {
    await expect(
      inOneSnapshot(db, (snapshot) => sql`INSERT INTO counted VALUES (4)`.execute(snapshot)),
    ).rejects.toThrow(/read-only/);
    expect(await count(db)).toBe(3);
  });
});
