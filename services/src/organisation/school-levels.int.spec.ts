import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

/** A visitor who is not signed in but holds the page's CSRF token: the refusal is about the sign-in. */
let anonymous: SignedIn;

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let user: SignedIn;
let branchAdmin: SignedIn;

beforeAll(async () => {
  let branchId: string;
  ({ api, admin, servant, branchId } = await openDemoApi());
  [user, branchAdmin] = await Promise.all([
    signedInStaff(api, ['USER'], [branchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [branchId]),
  ]);
  anonymous = (await visit(api.app)).snapshot();
}, 120_000);
afterAll(async () => api?.close());

async function levels(who: SignedIn, position?: string): Promise<string[]> {
  const url = position ? `/api/levels?position=${position}` : '/api/levels';
  const response = await api.app.inject({ method: 'GET', url, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { name: string }[]).map((l) => l.name);
}

const post = (payload: object, who: SignedIn | null = admin) =>
  api.app.inject({ method: 'POST', url: '/api/level/', payload, ...(who ? { headers: who.headers } : {}) });
const del = (name: string, who: SignedIn | null = admin) =>
  api.app.inject({
    method: 'DELETE',
    url: `/api/level/${encodeURIComponent(name)}`,
    ...(who ? { headers: who.headers } : {}),
  });

describe('School levels', () => {
  it('lists the demo levels to any signed-in user, and not to anonymous callers', async () => {
    expect(await levels(user)).toEqual(expect.arrayContaining(['I', 'II', 'III']));
    expect((await api.app.inject({ method: 'GET', url: '/api/levels' })).statusCode).toBe(401);
  });

  it('adds a level, refuses the same name in another case, and removes it', async () => {
    const added = await post({ name: 'Szkoła Nowego Życia / 2' });
    expect(added.statusCode).toBe(201);
    expect(added.headers['app-alert']).toBe('planning.messages.level-saved');
    expect(await levels(admin, added.headers['app-log-position'] as string)).toContain(
      'Szkoła Nowego Życia / 2',
    );

    const twice = await post({ name: ' szkoła nowego życia / 2 ' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors).toEqual([
      { objectName: 'level', field: 'name', message: 'error.level.alreadyExists' },
    ]);

    const removed = await del('Szkoła Nowego Życia / 2');
    expect(removed.statusCode).toBe(204);
    expect(await levels(admin, removed.headers['app-log-position'] as string)).not.toContain(
      'Szkoła Nowego Życia / 2',
    );
    expect((await del('Szkoła Nowego Życia / 2')).statusCode).toBe(404);
  });

  it('answers 400 for a blank or too long name and changes nothing', async () => {
    const before = await levels(admin);
    for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 7 }]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect((response.json().fieldErrors as { field: string }[]).map((e) => e.field)).toEqual(['name']);
    }
    expect(await levels(admin)).toEqual(before);
  });

  it('lets only administrators add or remove levels', async () => {
    for (const who of [servant, user, branchAdmin]) {
      expect((await post({ name: 'IV' }, who)).statusCode).toBe(403);
      expect((await del('I', who)).statusCode).toBe(403);
    }
    expect((await post({ name: 'IV' }, anonymous)).statusCode).toBe(401);
    expect((await del('I', anonymous)).statusCode).toBe(401);
    expect(await levels(admin)).toContain('I');
  });
});
