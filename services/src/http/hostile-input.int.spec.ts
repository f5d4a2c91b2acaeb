import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

/**
 * What a hostile client tried against the foundation, each a class of defect: text the database
 * cannot store, bodies that are not objects, ids that differ only in case, dates and amounts the read
 * side cannot hold, formula cells in CSV, sessions on inactive branches. Every refusal is a 400 in
 * the spec's shape that names the field, and appends nothing.
 */
let api: TestApi;
let admin: SignedIn;
let sessionId: string;
let branchId: string;

beforeAll(async () => {
  ({ api, admin, sessionId, branchId } = await openDemoApi());
});
afterAll(async () => api?.close());

const send = (method: 'POST' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  api.app.inject({
    method,
    url,
    headers: { ...admin.headers, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** Every event appended so far, committed or not yet visible to readers (the events table itself). */
const head = async () => {
  const { rows } = await api.runtime.pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
  return Number(rows[0]?.n);
};

/** Sends, and checks the answer is a 400 naming the field and that the log did not move. */
async function expectRefused(
  request: () => ReturnType<typeof send>,
  field: string | null,
  message?: string,
): Promise<void> {
  const before = await head();
  const response = await request();
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json();
  if (field) {
    expect(body.fieldErrors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, ...(message ? { message } : {}) })]),
    );
  }
  expect(await head()).toEqual(before);
}

const payment = (extra: object = {}) => ({ category: 'DONATIONS', value: 10, ...extra });

async function recordPayment(extra: object = {}): Promise<{ id: string; position: string }> {
  const response = await send('POST', `/api/session-payment/${sessionId}`, payment(extra));
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id.value, position: String(response.headers['app-log-position']) };
}

describe('Hostile input', () => {
  describe('text the database cannot store', () => {
    const hostile = ['a\u0000b', 'a\ud800b', '\udc00'];
    it.each(hostile)('is refused in every text field, naming the field (%j)', async (text) => {
      const { id } = await recordPayment();
      await expectRefused(
        () => send('POST', '/api/branch/', { name: text, country: 'POL', city: 'X' }),
        'name',
      );
      await expectRefused(
        () =>
          send('POST', '/api/school-session/', {
            season: 'WINTER',
            levels: [{ name: text }],
            branchId: { value: branchId },
          }),
        'levels.0.name',
      );
      await expectRefused(
        () => send('POST', `/api/session-payment/${sessionId}`, payment({ description: text })),
        'description',
      );
      await expectRefused(
        () =>
          send(
            'POST',
            `/api/session-payment/${sessionId}`,
            payment({ id: { value: id }, description: text }),
          ),
        'description',
      );
      await expectRefused(
        () => send('DELETE', `/api/session-payment/${sessionId}/${id}`, { reason: text }),
        'reason',
      );
    });
    it('is refused in queries and form data too (NUL: a lone surrogate cannot be URL-encoded)', async () => {
      await expectRefused(() => send('GET', `/api/session-payments/${sessionId}?q=a%00b`), 'q');
      const login = await api.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=a%00b&password=x',
      });
      expect(login.statusCode).toBeLessThan(500);
      expect(login.statusCode).not.toBe(200);
    });
  });

  describe('hidden characters in names and titles', () => {
    const hidden = {
      tab: 'a\tb',
      newline: 'a\nb',
      escape: 'a\u001bb',
      'C1 control': 'a\u0085b',
      'right-to-left override': 'Jan\u202enawoK',
      'left-to-right isolate': 'a\u2066b',
      'right-to-left mark': 'a\u200fb',
      'Arabic letter mark': 'a\u061cb',
      noncharacter: 'a\ufdd0b',
      'U+FFFF': 'a\uffffb',
      'U+10FFFE': 'a\u{10fffe}b',
    };
    it.each(Object.entries(hidden))(
      'refuse a %s in a branch, a level, a schedule item and a person, naming the field',
      async (_name, value) => {
        await expectRefused(
          () => send('POST', '/api/branch/', { name: value, country: 'POL', city: 'X' }),
          'name',
          'Characters',
        );
        await expectRefused(
          () => send('POST', '/api/branch/', { name: 'Oddział', country: 'POL', city: value }),
          'city',
          'Characters',
        );
        await expectRefused(
          () =>
            send('POST', '/api/school-session/', {
              season: 'WINTER',
              levels: [{ name: value }],
              branchId: { value: branchId },
            }),
          'levels.0.name',
          'Characters',
        );
        const profile = (await send('GET', '/api/user-profile')).json();
        const before = await head();
        const response = await send('POST', '/api/user-profile', { ...profile, lastname: value });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().violations ?? response.json().fieldErrors).toEqual([
          expect.objectContaining({ field: 'lastname', message: 'Characters' }),
        ]);
        expect(await head()).toEqual(before);
      },
    );
    it('leave descriptions alone: a payment note may span lines', async () => {
      await recordPayment({ description: 'pierwsza linia\ndruga linia' });
    });
  });

  describe('bodies nested 20,000 deep, or whose bytes are not UTF-8', () => {
    const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const post = (url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
      api.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
    const anonymous = async (payload: string) =>
      post('/api/reset-password/someone%40example.com', payload, (await visit(api.app)).snapshot().headers);
    /** An anonymous route (anyone may ask for a reset link) and a signed-in one. */
    const routes = [
      ['anonymous', () => anonymous(deepArray(20_000))],
      ['anonymous', () => anonymous(deepObject(20_000))],
      ['signed-in', () => post('/api/branch/', deepArray(20_000), admin.headers)],
      ['signed-in', () => post('/api/branch/', deepObject(20_000), admin.headers)],
      ['signed-in', () => post('/api/branch/', `{"name":${deepArray(65)}}`, admin.headers)],
    ] as const;
    it.each(routes.map(([who, call], i) => [i, who, call]))(
      'are refused with a 400 in the problem shape before anything walks them (%i, %s)',
      async (_i, _who, call) => {
        const before = await head();
        const response = await call();
        expect(response.statusCode, response.body).toBe(400);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json()).toMatchObject({ status: 400, message: 'error.body.tooDeep' });
        expect(response.json().title).toBe('Przesłane dane są zagnieżdżone zbyt głęboko.');
        expect(await head()).toEqual(before);
      },
    );
    it('leaves a body as deep as the limit to the route (its schema refuses the field)', async () => {
      const body = `{"name":${deepArray(63)},"country":"POL","city":"X"}`;
      const response = await post('/api/branch/', body, admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([expect.objectContaining({ field: 'name' })]);
    });
    it('refuses a body over the limit with 413 in the problem shape, titled in the user language', async () => {
      const body = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), country: 'POL', city: 'X' });
      const response = await post('/api/branch/', body, admin.headers);
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({
        status: 413,
        message: 'error.payloadTooLarge',
        title: 'Przesłane dane są zbyt duże.',
      });
    });
    it('does not count brackets inside strings', async () => {
      await expectRefused(
        () => post('/api/branch/', JSON.stringify({ name: '['.repeat(100), country: 'XX' }), admin.headers),
        'country',
      );
    });
    it.each([
      ['a byte that starts no character', [0xff]],
      ['a lone surrogate as its three bytes', [0xed, 0xa0, 0x80]],
      ['a sequence cut short', [0xc5]],
      ['an over-long encoding of a slash', [0xc0, 0xaf]],
    ])('refuses %s with a 400, never a U+FFFD in its place', async (_name, bytes) => {
      const payload = Buffer.concat([
        Buffer.from('{"name":"a'),
        Buffer.from(bytes),
        Buffer.from('b","country":"POL","city":"X"}'),
      ]);
      const before = await head();
      const response = await post('/api/branch/', payload, admin.headers);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: 'error.body.notUtf8' });
      expect(await head()).toEqual(before);
    });
  });

  describe('a body that is not an object', () => {
    const bodies = [null, [], 42, 'text', true];
    const routes = [
      '/api/branch/',
      '/api/school-session/',
      () => `/api/session-payment/${sessionId}`,
    ] as const;
    it.each(bodies.map((b) => [JSON.stringify(b), b]))(
      'answers 400 everywhere for %s',
      async (_name, body) => {
        for (const route of routes) {
          const url = typeof route === 'function' ? route() : route;
          await expectRefused(() => send('POST', url, body), null);
        }
      },
    );
  });

  describe('ids that differ only in case', () => {
    it('are the same id: saving a session under its id in upper case edits it, in its one stream', async () => {
      const created = await send('POST', '/api/school-session/', {
        season: 'SPRING',
        levels: [],
        branchId: { value: branchId },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id.value as string;
      const again = await send('POST', '/api/school-session/', {
        id: { value: id.toUpperCase() },
        version: 1,
        season: 'SUMMER',
        levels: [{ name: 'X' }],
        branchId: { value: branchId.toUpperCase() },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().id.value).toBe(id);
      const events = await api.runtime.store.readStream(`session-${id}`);
      expect(events.map((e) => e.type)).toEqual(['SchoolSessionCreated', 'SchoolSessionChanged']);
    });
    it('lead to the same ledger: a payment on the upper-cased session id is listed with the others', async () => {
      const response = await send(
        'POST',
        `/api/session-payment/${sessionId.toUpperCase()}`,
        payment({ value: 3.21 }),
      );
      expect(response.statusCode).toBe(201);
      const position = String(response.headers['app-log-position']);
      const list = await send('GET', `/api/session-payments/${sessionId}?position=${position}&size=500`);
      expect((list.json() as { value: number }[]).map((p) => p.value)).toContain(3.21);
    });
  });

  describe('dates and amounts the read side cannot store', () => {
    it('refuses a session starting in year 0', async () => {
      await expectRefused(
        () =>
          send('POST', '/api/school-session/', {
            season: 'WINTER',
            dateFrom: '0000-01-01',
            branchId: { value: branchId },
          }),
        'dateFrom',
      );
    });
    it('refuses amounts below one grosz, records and corrections alike', async () => {
      const { id } = await recordPayment();
      await expectRefused(
        () => send('POST', `/api/session-payment/${sessionId}`, payment({ value: 1e-9 })),
        'value',
        'Min',
      );
      await expectRefused(
        () => send('POST', `/api/session-payment/${sessionId}`, payment({ id: { value: id }, value: -1e-9 })),
        'value',
        'Min',
      );
    });
    it('answers a range error for 1e309', async () => {
      const before = await head();
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/session-payment/${sessionId}`,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: '{"category":"DONATIONS","value":1e309}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual([
        expect.objectContaining({ field: 'value', message: 'Max' }),
      ]);
      expect(await head()).toEqual(before);
    });
  });

  describe('CSV files', () => {
    it('write a description that starts like a formula as text', async () => {
      const { position } = await recordPayment({ description: '=HYPERLINK("http://evil","x")' });
      const csv = await send('GET', `/api/session-payments/${sessionId}/export.csv?position=${position}`);
      expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
      expect(csv.body).not.toMatch(/;"?=HYPERLINK/);
    });
  });

  describe('sessions of inactive branches', () => {
    it('are refused with the branch field named', async () => {
      const branch = await send('POST', '/api/branch/', {
        name: 'Zamknięta',
        country: 'POL',
        city: 'Gdańsk',
        active: false,
      });
      expect(branch.statusCode).toBe(201);
      await expectRefused(
        () =>
          send('POST', '/api/school-session/', {
            season: 'WINTER',
            branchId: { value: branch.json().id.value },
          }),
        'branchId',
        'error.branch.inactive',
      );
    });
  });
});
