import { collectUnreferencedFiles } from '@cenacle/infra/files/collect-unreferenced.ts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCalls, section } from '../content/content-test-kit.ts';
import { loginWhenReady } from '../testing/fixtures.ts';
import { type SignedIn, startTestApi, type TestApi } from '../testing/test-api.ts';

const GRACE_MINUTES = 60;
/** The API's clock; uploads are dated by the database's, so it starts at the real time. */
let now = new Date();
let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  api = await startTestApi({ clock: () => now }, { unreferencedFileGraceMinutes: GRACE_MINUTES });
  admin = await loginWhenReady(api.login, 'admin', 'admin');
}, 120_000);
afterAll(async () => api?.close());

const image = async (id: string) =>
  (await api.app.inject({ method: 'GET', url: `/api/image/${id}` })).statusCode;
const collect = () =>
  collectUnreferencedFiles({
    events: api.runtime.store,
    files: api.runtime.files,
    now,
    graceMs: api.runtime.config.unreferencedFileGraceMinutes * 60_000,
  });

describe('Uploads nobody references', () => {
  it('are removed after the grace period (then read as 404), while referenced ones stay', async () => {
    const calls = contentCalls(api);
    const [used, abandoned] = [await calls.image(admin), await calls.image(admin)];
    const saved = await calls.call(
      'POST',
      '/api/info-component/',
      admin,
      section('LONG_PAGE', 'pl', [{ type: 'PHOTO', file: { fileId: used, fileName: 'photo.png' } }]),
    );
    expect(saved.statusCode, saved.body).toBe(201);

    // Within the grace period an upload may still be waiting for the save that names it.
    now = new Date(now.getTime() + (GRACE_MINUTES / 2) * 60_000);
    expect(await collect()).toEqual([]);
    expect([await image(used), await image(abandoned)]).toEqual([200, 200]);

    now = new Date(now.getTime() + GRACE_MINUTES * 60_000);
    expect(await collect()).toEqual([abandoned]);
    expect([await image(used), await image(abandoned)]).toEqual([200, 404]);
    // The log is untouched: the section still names its photo, which still reads.
    expect(await collect()).toEqual([]);
  });

  it('keeps a file a save named while an older transaction kept that save from the log readers', async () => {
    const calls = contentCalls(api);
    const [used, abandoned] = [await calls.image(admin), await calls.image(admin)];
    // A transaction that began before the save and is still open: readers of the log may not pass
    // it yet, so the save's event is committed but not yet readable.
    const older = new pg.Client({ connectionString: api.database.url });
    await older.connect();
    try {
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const saved = await calls.call(
        'POST',
        '/api/info-component/',
        admin,
        section('ABOUT_US', 'pl', [{ type: 'PHOTO', file: { fileId: used, fileName: 'photo.png' } }]),
      );
      expect(saved.statusCode, saved.body).toBe(201);
      now = new Date(now.getTime() + 2 * GRACE_MINUTES * 60_000);
      const sweep = collect();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await older.query('COMMIT');
      expect(await sweep).toEqual([abandoned]);
      expect([await image(used), await image(abandoned)]).toEqual([200, 404]);
    } finally {
      await older.end();
    }
  });
});
