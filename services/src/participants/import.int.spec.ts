import { rosterStream } from '@cenacle/shared-domain/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInAs } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let sessionId: string;
let branchId: string;

beforeAll(async () => {
  ({ api, admin, servant, sessionId, branchId } = await openDemoApi());
}, 120_000);
afterAll(async () => api?.close());

const importBatch = (entries: unknown[], who: SignedIn = admin) =>
  api.app.inject({
    method: 'POST',
    url: `/api/session-import/${sessionId}`,
    headers: who.headers,
    payload: { entries },
  });

const family = (n: number) => ({
  rows: [n, n + 1],
  kind: 'PARTICIPANT',
  firstname: `Import${n}`,
  lastname: 'Rodzina',
  email: `import.${n}@example.org`,
  level: 'I',
  children: [{ firstname: 'Dziecko', lastname: 'Rodzina', age: 6 }],
});

describe('The CSV import', () => {
  it('imports a batch with children and a servant matched to his account, and reports each entry', async () => {
    await signedInAs(api, 'import-servant', ['SERVANT', 'USER'], [branchId]);
    const response = await importBatch([
      family(1),
      family(3),
      {
        rows: [5],
        kind: 'SERVANT',
        firstname: 'Sługa',
        lastname: 'Test',
        email: 'import-servant@cenacle.example',
        level: 'posługujący',
      },
      {
        rows: [6],
        kind: 'SERVANT',
        firstname: 'Nikt',
        lastname: 'Test',
        email: 'nobody@example.org',
        level: 'posługujący',
      },
      {
        rows: [7],
        kind: 'PARTICIPANT',
        firstname: 'Zły',
        lastname: 'Wiersz',
        email: 'not-an-address',
        level: 'I',
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().results as {
      rows: number[];
      status: string;
      reason: string | null;
      fields: string[];
    }[];
    expect(results.map((r) => [r.rows[0], r.status, r.reason])).toEqual([
      [1, 'IMPORTED', null],
      [3, 'IMPORTED', null],
      [5, 'IMPORTED', null],
      [6, 'SKIPPED', 'servantWithoutAccount'],
      [5, 'SKIPPED', 'invalid'],
    ]);
    expect(results[4]?.fields).toEqual(['email']);
    const listed = await api.app.inject({
      method: 'GET',
      url: `/api/session-registrations/${sessionId}?position=${response.headers['app-log-position']}&text=Rodzina`,
      headers: admin.headers,
    });
    expect(listed.json().items).toHaveLength(2);
    expect(listed.json().summary.servants).toBeGreaterThanOrEqual(1);
  });

  it('adds no one twice when the same file comes again, in one append per batch', async () => {
    const first = await importBatch([family(11), family(13)]);
    expect(first.json().results.map((r: { status: string }) => r.status)).toEqual(['IMPORTED', 'IMPORTED']);
    const before = (await api.runtime.store.readStream(rosterStream(sessionId))).length;
    const again = await importBatch([family(11), family(13)]);
    expect(again.statusCode).toBe(200);
    expect(again.json().results.map((r: { reason: string }) => r.reason)).toEqual([
      'alreadyRegistered',
      'alreadyRegistered',
    ]);
    expect((await api.runtime.store.readStream(rosterStream(sessionId))).length).toBe(before);
  });

  it('is for branch admins and admins (403 for a servant) and refuses an empty or oversized batch', async () => {
    expect((await importBatch([family(21)], servant)).statusCode).toBe(403);
    expect((await importBatch([])).statusCode).toBe(400);
    expect((await importBatch(Array.from({ length: 101 }, (_, i) => family(100 + i * 2)))).statusCode).toBe(
      400,
    );
  });
});
