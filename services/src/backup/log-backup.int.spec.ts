import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createEventStore, createTestDatabase, type TestDatabase } from '@cenacle/infra';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '@cenacle/infra/setup/embedded-postgres.ts';
import { allProjectors } from '@cenacle/projections/read-models.ts';
import { erasedLogin } from '@cenacle/shared-domain';
import { userStream } from '@cenacle/shared-domain/identity';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInAs } from '../testing/staff.ts';
import type { TestApi } from '../testing/test-api.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const exec = promisify(execFile);

/** A script of the repository as `npm run` runs it, against one database. */
function runScript(databaseUrl: string, script: string, args: readonly string[]) {
  return exec(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, EVENTSTORE_URL: '' },
    maxBuffer: 256 * 1024 * 1024,
    timeout: 240_000,
  });
}

/** The import reading its standard input, as in `npm run log:export | npm run log:import`. */
function importFromStdin(
  databaseUrl: string,
  input: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/scripts/log-import.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, EVENTSTORE_URL: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stdin.end(input);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function query<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every row of a table as JSON text, sorted: equal tables give equal lists whatever their order on disk. */
async function tableRows(url: string, table: string): Promise<string[]> {
  const rows = await query<{ row: string }>(url, `SELECT to_jsonb(t)::text AS row FROM ${table} t`);
  return rows.map((r) => r.row).sort();
}

/** The log as readers see it: in log order, with positions, ids, revisions, data, metadata and times. */
async function logRows(url: string): Promise<string[]> {
  const rows = await query<{ row: string }>(
    url,
    `SELECT jsonb_build_array(transaction_id::text, global_position, stream_id, stream_version, event_id, type,
       schema_version, data, metadata, to_json(created))::text AS row
     FROM events ORDER BY transaction_id, global_position`,
  );
  return rows.map((r) => r.row);
}

/** An erased person, and one kept, whose names the test looks for. */
const ERASED = { login: 'zapomniana.x', email: 'zapomniana.xylofon@example.org' };
const KEPT = { login: 'pamietana.y' };

let api: TestApi;
/** The restore goes to a new cluster, as after losing a server: its transaction ids start low. */
let targetServer: EmbeddedPostgres;
let target: { url: string };
/** The other restore: the machine's server, from standard input. */
let piped: TestDatabase;
let folder: string;
let erasedId: string;
let keptId: string;

beforeAll(async () => {
  const demo = await openDemoApi();
  api = demo.api;
  const erased = await signedInAs(api, ERASED.login, ['USER'], []);
  const kept = await signedInAs(api, KEPT.login, ['SERVANT', 'USER'], [demo.branchId]);
  erasedId = erased.id;
  keptId = kept.id;
  // A few real commands through the API, then an erasure.
  const lang = await api.app.inject({ method: 'POST', url: '/api/lang/de', headers: kept.session.headers });
  expect(lang.statusCode).toBe(204);
  const erase = await api.app.inject({
    method: 'DELETE',
    url: `/api/admin/user/${erasedId}`,
    headers: demo.admin.headers,
  });
  expect(erase.statusCode).toBeLessThan(300);
  const end = await api.runtime.store.endPosition();
  const names = allProjectors.map((p) => p.name);
  if (!end || !(await api.runtime.positions.waitFor(names, end, 60_000))) {
    throw new Error('the read models did not reach the end of the log');
  }
  folder = await mkdtemp(join(tmpdir(), 'cenacle-log-'));
  // Run as root, the server runs as the postgres user, who must be able to reach the folder.
  await chmod(folder, 0o755);
  targetServer = await startEmbeddedPostgres({
    dataDir: join(folder, 'postgres'),
    database: 'cenacle_restored',
  });
  target = { url: targetServer.url };
  piped = await createTestDatabase('piped');
}, 180_000);

afterAll(async () => {
  await api?.close();
  await targetServer?.stop();
  await piped?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the log as a backup', () => {
  it('exports the log and the keys apart, imports them into an empty database, and rebuilds the same read models', async () => {
    const logFile = join(folder, 'log.ndjson');
    const keysFile = join(folder, 'keys.ndjson');
    const source = api.database.url;
    await runScript(source, 'infra/scripts/log-export.ts', [logFile, '--keys', keysFile]);

    const log = await readFile(logFile, 'utf8');
    const keys = await readFile(keysFile, 'utf8');
    expect(log).not.toContain('"personal-data-key"');
    expect(keys).toContain(`"subjectId":"${keptId}"`);
    // Names travel sealed; the erased person's key travels as erased.
    for (const trace of [ERASED.login, ERASED.email, KEPT.login]) expect(log + keys).not.toContain(trace);
    const erasedKey = keys.split('\n').find((line) => line.includes(`"subjectId":"${erasedId}"`));
    expect(erasedKey && JSON.parse(erasedKey)).toMatchObject({ key: null, erasedAt: expect.any(String) });

    // Standard output carries the same log, with the keys as records of their own.
    const { stdout } = await runScript(source, 'infra/scripts/log-export.ts', []);
    const events = (text: string) => text.split('\n').filter((line) => line.startsWith('{"kind":"event"'));
    expect(events(stdout)).toEqual(events(log));
    expect(stdout).toContain(`"kind":"personal-data-key","subjectId":"${keptId}"`);
    // Piped into an import, behind the lines `npm run` prints first.
    const fromStdin = await importFromStdin(piped.url, `\n> cenacle@0.1.0 log:export\n> tsx …\n\n${stdout}`);
    expect(fromStdin).toMatchObject({ code: 0, output: expect.stringContaining('Imported') });
    expect(await logRows(piped.url)).toEqual(await logRows(source));
    expect(await tableRows(piped.url, 'personal_data_keys')).toEqual(
      await tableRows(source, 'personal_data_keys'),
    );

    await runScript(target.url, 'infra/scripts/log-import.ts', [logFile, '--keys', keysFile]);
    expect(await logRows(target.url)).toEqual(await logRows(source));
    expect(await tableRows(target.url, 'streams')).toEqual(await tableRows(source, 'streams'));
    expect(await tableRows(target.url, 'personal_data_keys')).toEqual(
      await tableRows(source, 'personal_data_keys'),
    );

    // A second import into the same, now full, database is refused and changes nothing.
    const again = await runScript(target.url, 'infra/scripts/log-import.ts', [
      logFile,
      '--keys',
      keysFile,
    ]).catch((error: { code?: number; stderr?: string }) => error);
    expect(again).toMatchObject({
      code: 3,
      stderr: expect.stringContaining('import into an empty database'),
    });
    expect((await logRows(target.url)).length).toBe(events(log).length);

    const rebuilt = await runScript(target.url, 'projections/src/cli/rebuild.ts', ['all']);
    expect(rebuilt.stdout).toContain(`Rebuilt ${allProjectors.length} projection(s)`);
    for (const projector of allProjectors) {
      for (const table of projector.tables) {
        expect({ table, rows: await tableRows(target.url, table) }).toEqual({
          table,
          rows: await tableRows(source, table),
        });
      }
    }
  }, 600_000);

  it('keeps the erased person erased in the import, and the others readable', async () => {
    const store = await createEventStore({
      databaseUrl: target.url,
      eventStoreUrl: null,
      personalDataKey: api.runtime.config.personalDataKey,
    });
    try {
      const [erasedRegistered] = await store.readStream(userStream(erasedId));
      expect(erasedRegistered?.data).toMatchObject({ login: erasedLogin(erasedId) });
      expect(JSON.stringify(erasedRegistered?.data)).not.toContain(ERASED.email);
      const [keptRegistered] = await store.readStream(userStream(keptId));
      expect(keptRegistered?.data).toMatchObject({ login: KEPT.login });

      // The imported log takes new events after the imported ones.
      const [last] = await query<{ max: string }>(
        target.url,
        'SELECT max(global_position)::text AS max FROM events',
      );
      const appended = await store.appendToStream(`import-check-${randomUUID()}`, [
        {
          id: randomUUID(),
          type: 'ImportChecked',
          data: {},
          metadata: {
            userId: null,
            correlationId: randomUUID(),
            causationId: null,
            timestamp: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ]);
      expect(appended.position.prepare).toBeGreaterThan(BigInt(last?.max ?? '0'));
    } finally {
      await store.close();
    }
    const users = await tableRows(target.url, 'users');
    expect(users.join('\n')).not.toContain(ERASED.login);
    expect(users.join('\n')).toContain(KEPT.login);
  }, 120_000);

  it('refuses both ways, touching nothing, when the events are in KurrentDB', async () => {
    for (const script of ['infra/scripts/log-export.ts', 'infra/scripts/log-import.ts']) {
      const refused = await exec(process.execPath, ['--import', 'tsx', script], {
        cwd: ROOT,
        // No database behind this address: a script that went on would fail otherwise.
        env: {
          ...process.env,
          DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
          EVENTSTORE_URL: 'kurrentdb://127.0.0.1:1?tls=false',
        },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('KurrentDB');
    }
  }, 60_000);
});
