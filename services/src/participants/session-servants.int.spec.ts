import { rosterStream } from '@cenacle/shared-domain/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInAs } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/** Servants on a session, a person's own presence, the index book and the CSV exports. */
let api: TestApi;
let admin: SignedIn;
let sessionId: string;
let branchId: string;
let servant: { id: string; session: SignedIn };
let user: { id: string; session: SignedIn };

beforeAll(async () => {
  ({ api, admin, sessionId, branchId } = await openDemoApi());
  servant = await signedInAs(api, 'jan-servant', ['SERVANT'], [branchId]);
  user = await signedInAs(api, 'ewa-user', ['USER'], []);
}, 120_000);
afterAll(async () => api?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: SignedIn = admin, payload?: object) =>
  api.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const rosterLength = async () => (await api.runtime.store.readStream(rosterStream(sessionId))).length;
const eventCount = async () => {
  const { rows } = await api.runtime.pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
  return Number(rows[0]?.n);
};

describe('Servants on a session', () => {
  it('registers a servant’s account once, lists him, and tells him he is registered', async () => {
    const added = await call('POST', '/api/session-servant', admin, {
      session: sessionId,
      servant: servant.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const position = added.headers['app-log-position'];

    const listed = await call('GET', `/api/session-servants?session=${sessionId}&position=${position}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([
      expect.objectContaining({
        servant: { value: servant.id },
        participant: added.json().id,
        firstname: 'jan-servant',
        email: 'jan-servant@cenacle.example',
        presence: false,
        status: expect.stringMatching(/REGISTERED|WAITING/),
      }),
    ]);
    const mine = await call(
      'GET',
      `/api/is-session-participant?session=${sessionId}&position=${position}`,
      servant.session,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ participant: true, presence: false });
    const notMine = await call('GET', `/api/is-session-participant?session=${sessionId}`, user.session);
    expect(notMine.json()).toEqual({ participant: false, presence: false, waiting: false });

    const before = await rosterLength();
    const twice = await call('POST', '/api/session-servant', admin, {
      session: sessionId,
      servant: servant.id,
    });
    expect(twice.statusCode, twice.body).toBe(409);
    // The roster says why: his address is registered on the session already.
    expect(twice.json()).toMatchObject({
      message: 'error.participant.alreadyRegistered',
      fieldErrors: [{ field: 'email', message: 'error.participant.alreadyRegistered' }],
    });
    expect(await rosterLength()).toBe(before);
  });

  it('refuses an account that is not a servant, unknown ids and a bad body, appending nothing', async () => {
    const before = await rosterLength();
    const notServant = await call('POST', '/api/session-servant', admin, {
      session: sessionId,
      servant: user.id,
    });
    expect(notServant.statusCode, notServant.body).toBe(400);
    expect(JSON.stringify(notServant.json())).toContain('servant');
    const bad = await call('POST', '/api/session-servant', admin, { session: 'nope', servant: servant.id });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('session');
    const forbidden = await call('POST', '/api/session-servant', user.session, {
      session: sessionId,
      servant: servant.id,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(await rosterLength()).toBe(before);
  });

  it('answers his presence to a GET of the invitation address, changing nothing', async () => {
    const before = await rosterLength();
    const events = await eventCount();
    const read = await call('GET', `/api/session-presence/confirm/${sessionId}`, servant.session);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ participant: true, presence: false });
    // Even as another site's link or image would send it: still nothing written.
    const crossSite = await api.app.inject({
      method: 'GET',
      url: `/api/session-presence/confirm/${sessionId}`,
      headers: { ...servant.session.headers, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(200);
    expect(await rosterLength()).toBe(before);
    expect(await eventCount()).toBe(events);
  });

  it('lets the servant confirm his own presence with a POST (with its CSRF token), once', async () => {
    const withoutToken = await api.app.inject({
      method: 'POST',
      url: `/api/session-presence/confirm/${sessionId}`,
      headers: { cookie: servant.session.cookie },
    });
    expect(withoutToken.statusCode).toBe(403);
    const confirmed = await call('POST', `/api/session-presence/confirm/${sessionId}`, servant.session);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await rosterLength();
    expect(
      (await call('POST', `/api/session-presence/confirm/${sessionId}`, servant.session)).statusCode,
    ).toBe(200);
    expect(await rosterLength()).toBe(after);
    const position = confirmed.headers['app-log-position'];
    const mine = await call(
      'GET',
      `/api/session-presence/confirm/${sessionId}?position=${position}`,
      servant.session,
    );
    expect(mine.json()).toMatchObject({ participant: true, presence: true });
  });

  it('answers 404 to a person not registered on the session, and for an unknown session', async () => {
    const notRegistered = await call('POST', `/api/session-presence/confirm/${sessionId}`, user.session);
    expect(notRegistered.statusCode, notRegistered.body).toBe(404);
    expect(notRegistered.json().title).toBe('Nie jesteś zapisany na tę sesję.');
    const unknown = await call(
      'POST',
      `/api/session-presence/confirm/${api.runtime.newId()}`,
      servant.session,
    );
    expect(unknown.statusCode).toBe(404);
    const read = await call('GET', `/api/session-presence/confirm/${sessionId}`, user.session);
    expect(read.json()).toMatchObject({ participant: false, presence: false });
  });

  it('takes the servant off the session', async () => {
    const removed = await call('DELETE', `/api/session-servant?session=${sessionId}&servant=${servant.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const position = removed.headers['app-log-position'];
    const listed = await call('GET', `/api/session-servants?session=${sessionId}&position=${position}`);
    expect(listed.json()).toEqual([]);
    const again = await call('DELETE', `/api/session-servant?session=${sessionId}&servant=${servant.id}`);
    expect(again.statusCode, again.body).toBe(404);
  });
});

describe('Index book', () => {
  const entry = (email: string, extra: object = {}) => ({
    sessionId,
    email,
    level: 'I',
    season: 'WINTER',
    date: '2026-12-10',
    place: 'Kraków',
    branchId,
    ...extra,
  });

  it('records the entry only once the participant’s presence is confirmed', async () => {
    const saved = await call('POST', `/api/session-participant/${sessionId}`, admin, {
      firstname: 'Iga',
      lastname: 'Indeks',
      email: 'iga.indeks@example.org',
      level: 'I',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const participantId = saved.json().id.value as string;

    const early = await call('POST', '/api/user-index', admin, entry('iga.indeks@example.org'));
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().title).toBe('Najpierw potwierdź obecność uczestnika.');

    // Staff confirm from the list: the participant is in the read model by then.
    await call(
      'GET',
      `/api/session-registrations/${sessionId}?position=${saved.headers['app-log-position']}`,
    );
    expect((await call('POST', `/api/session-presence/${participantId}`)).statusCode).toBe(200);
    const recorded = await call('POST', '/api/user-index', admin, entry(' Iga.Indeks@example.org'));
    expect(recorded.statusCode, recorded.body).toBe(200);
    const listed = await call(
      'GET',
      `/api/session-registrations/${sessionId}?text=iga.indeks&position=${recorded.headers['app-log-position']}`,
    );
    expect(listed.json().items[0].index).toEqual({
      level: 'I',
      season: 'WINTER',
      date: '2026-12-10',
      place: 'Kraków',
      branchId: { value: branchId },
      email: 'iga.indeks@example.org',
      sessionId: { value: sessionId },
    });
  });

  it('answers field errors for a bad entry and an unknown branch, appending nothing', async () => {
    const before = await rosterLength();
    const bad = await call('POST', '/api/user-index', admin, {
      ...entry('iga.indeks@example.org'),
      season: 'MONSOON',
      date: '10.12.2026',
      place: '  ',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const fields = (bad.json().fieldErrors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(expect.arrayContaining(['date', 'place', 'season']));
    const branch = await call(
      'POST',
      '/api/user-index',
      admin,
      entry('iga.indeks@example.org', { branchId: api.runtime.newId() }),
    );
    expect(branch.statusCode, branch.body).toBe(400);
    const nobody = await call('POST', '/api/user-index', admin, entry('nobody@example.org'));
    expect(nobody.statusCode, nobody.body).toBe(404);
    expect(await rosterLength()).toBe(before);
  });
});

describe('CSV exports', () => {
  const csv = async (list: string) => {
    const response = await call('GET', `/api/session-registrations/${sessionId}/export.csv?list=${list}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    return response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
  };

  it('writes participants, servants and children with a semicolon, headers in the user’s language', async () => {
    const saved = await call('POST', `/api/session-participant/${sessionId}`, admin, {
      firstname: 'Celina',
      lastname: 'Eksport',
      email: 'celina.eksport@example.org',
      level: 'II',
      children: [{ firstname: 'Tosia', lastname: 'Eksport', age: 6 }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const added = await call('POST', '/api/session-servant', admin, {
      session: sessionId,
      servant: servant.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    await call(
      'GET',
      `/api/session-servants?session=${sessionId}&position=${added.headers['app-log-position']}`,
    );

    const participants = await csv('participants');
    expect(participants[0]?.split(';').slice(0, 3)).toEqual(['Imię', 'Nazwisko', 'E-mail']);
    const celina = participants.find((line) => line.includes('celina.eksport@example.org'));
    expect(celina?.split(';').slice(0, 5)).toEqual([
      'Celina',
      'Eksport',
      'celina.eksport@example.org',
      'II',
      'zapisany',
    ]);
    // The amount with the Polish decimal comma, the registration's moment to the minute as Polish writes it.
    const cells = celina?.split(';') ?? [];
    expect(cells[6]).toMatch(/^\d+,\d{2}$/);
    expect(cells[8]).toMatch(/^\d{1,2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(participants.some((line) => line.includes('jan-servant@cenacle.example'))).toBe(false);

    const servants = await csv('servants');
    expect(servants[0]).toMatch(/^Imię;Nazwisko;E-mail;/);
    expect(servants).toHaveLength(2);
    expect(servants[1]).toContain('jan-servant@cenacle.example');

    const children = await csv('children');
    expect(children[0]?.split(';').slice(0, 3)).toEqual(['Imię', 'Nazwisko', 'Wiek']);
    expect(children.find((line) => line.startsWith('Tosia;'))).toContain('Celina Eksport');
  });

  it('refuses an unknown list with a field error', async () => {
    const response = await call('GET', `/api/session-registrations/${sessionId}/export.csv?list=everyone`);
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain('list');
  });
});
