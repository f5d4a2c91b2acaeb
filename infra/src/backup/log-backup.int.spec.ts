import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../eventstore/postgres/index.ts';
import { prepareDatabase } from '../setup/prepare-database.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { exportLog } from './export-log.ts';
import { importLog, LogImportRefusedError } from './import-log.ts';

async function* linesOf(text: string): AsyncGenerator<string> {
  yield* text.split('\n');
}

/** An export into memory: the log, and the keys apart. */
async function exported(url: string): Promise<{ log: string; keys: string }> {
  const out = new PassThrough();
  const keysOut = new PassThrough();
  const chunks = { log: [] as Buffer[], keys: [] as Buffer[] };
  out.on('data', (c: Buffer) => chunks.log.push(c));
  keysOut.on('data', (c: Buffer) => chunks.keys.push(c));
  // One export time for all: a re-export of an import then reads byte for byte as the original.
  await exportLog(url, { out, keysOut, now: () => new Date('2026-11-01T00:00:00.000Z') });
  return { log: Buffer.concat(chunks.log).toString(), keys: Buffer.concat(chunks.keys).toString() };
}

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

describe('log import', () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let log: string;
  let keys: string;

  beforeAll(async () => {
    source = await createTestDatabase('logsrc');
    target = await createTestDatabase('logdst');
    await prepareDatabase({ databaseUrl: source.url, migrations: {} });
    const store = await createPostgresEventStore(source.url);
    const metadata = {
      userId: null,
      correlationId: randomUUID(),
      causationId: null,
      timestamp: new Date().toISOString(),
      schemaVersion: 1,
    };
    for (const stream of ['a', 'b', 'a']) {
      await store.appendToStream(`import-${stream}`, [
        { id: randomUUID(), type: 'Noted', data: { stream }, metadata },
      ]);
    }
    await store.close();
    const client = new pg.Client(source.url);
    await client.connect();
    await client.query(
      `INSERT INTO personal_data_keys (subject_id, key) VALUES ('kept', '\\x00'::bytea);
       INSERT INTO personal_data_keys (subject_id, key, erased_at) VALUES ('erased', NULL, now())`,
    );
    await client.end();
    ({ log, keys } = await exported(source.url));
  });

  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it('refuses a cut-off export and leaves the database empty', async () => {
    const cut = log.trimEnd().split('\n').slice(0, -1).join('\n');
    await expect(importLog(target.url, { lines: linesOf(cut), keyLines: linesOf(keys) })).rejects.toThrow(
      /cut off/,
    );
    expect(await count(target.url, 'events')).toBe(0);
    expect(await count(target.url, 'streams')).toBe(0);
  });

  it('refuses an export whose keys were written apart when the keys file is missing, or another export’s keys', async () => {
    await expect(importLog(target.url, { lines: linesOf(log) })).rejects.toThrow(/keys file of their own/);
    const otherKeys = keys.replace(/"exportedAt":"[^"]+"/, '"exportedAt":"2000-01-01T00:00:00.000Z"');
    await expect(
      importLog(target.url, { lines: linesOf(log), keyLines: linesOf(otherKeys) }),
    ).rejects.toThrow(/another export/);
    expect(await count(target.url, 'personal_data_keys')).toBe(0);
  });

  it('loads a whole export once, then refuses a second', async () => {
    const counts = await importLog(target.url, { lines: linesOf(log), keyLines: linesOf(keys) });
    expect(counts).toEqual({ events: 3, streams: 2, keys: 2 });
    expect(await exported(target.url)).toEqual({ log, keys });
    await expect(
      importLog(target.url, { lines: linesOf(log), keyLines: linesOf(keys) }),
    ).rejects.toBeInstanceOf(LogImportRefusedError);
    expect(await count(target.url, 'events')).toBe(3);
  });
});
