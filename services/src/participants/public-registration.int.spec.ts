import { waitForHead } from '@cenacle/infra/testing/wait.ts';
import { mailStream } from '@cenacle/shared-domain/mail';
import { rosterStream } from '@cenacle/shared-domain/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let branchId: string;
/** A visitor who has not signed in: the page handed him the pre-session CSRF token. */
let anonymous: SignedIn;

beforeAll(async () => {
  ({ api, admin, branchId } = await openDemoApi());
  anonymous = (await visit(api.app)).snapshot();
}, 120_000);
afterAll(async () => api?.close());

/** A session of the demo branch with levels I and II, published with these settings. */
async function publishedSession(
  settings: { capacity?: number; registrationDeadline?: string; address?: string; contact?: string } = {},
) {
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/school-session/',
    headers: admin.headers,
    payload: { season: 'SUMMER', branchId: { value: branchId }, levels: [{ name: 'I' }, { name: 'II' }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const sessionId = created.json().id.value as string;
  const published = await api.app.inject({
    method: 'POST',
    url: '/api/publicsession/',
    headers: admin.headers,
    payload: { id: { value: sessionId }, ...settings },
  });
  expect(published.statusCode, published.body).toBeLessThan(300);
  // The public form reads the published page from its read model.
  await api.app.inject({
    method: 'GET',
    url: `/api/publicsession/${sessionId}?position=${published.headers['app-log-position']}`,
  });
  return sessionId;
}

const register = (sessionId: string, body: object, query = '') =>
  api.app.inject({
    method: 'POST',
    url: `/api/session-registration/${sessionId}${query}`,
    headers: { ...anonymous.headers, 'accept-language': 'en-GB,en;q=0.9' },
    payload: body,
  });

const person = (name: string, extra: object = {}) => ({
  firstname: name,
  lastname: 'Publiczna',
  email: `${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')} @example.org`,
  level: 'I',
  children: [{ firstname: 'Mały', lastname: 'Publiczny', age: 5 }],
  ...extra,
});

/** The whole log; another file's open transaction may hold the readable head back a moment. */
async function wholeLog() {
  const end = await api.runtime.store.endPosition();
  if (end) await waitForHead(api.runtime.store, end);
  return api.runtime.store.readAll({ maxCount: 100_000 });
}

const roster = async (sessionId: string) => {
  const events = await api.runtime.store.readStream(rosterStream(sessionId)).catch(() => []);
  return events;
};

describe('The public registration form', () => {
  it('registers anyone, children included, and mails a confirmation in their language', async () => {
    const sessionId = await publishedSession();
    const response = await register(sessionId, person('Agata'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'REGISTERED' });
    const [event] = await roster(sessionId);
    expect(event).toMatchObject({
      type: 'ParticipantRegistered',
      data: { email: 'agata@example.org', source: 'FORM', language: 'en', waiting: false },
    });
    const mails = await wholeLog();
    const confirmation = mails.find(
      (e) =>
        e.type === 'MailRequested' && (e.data as { personId?: string }).personId === response.json().id.value,
    );
    if (!confirmation) throw new Error('no confirmation mail was requested');
    expect(confirmation.data).toMatchObject({ template: 'registrationConfirmed', language: 'en' });
    expect(confirmation.streamId).toBe(mailStream((confirmation.data as { mailId: string }).mailId));
  });

  it("names the session and the amount in the confirmation as the registrant's language writes them", async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/school-session/',
      headers: admin.headers,
      payload: {
        season: 'SUMMER',
        dateFrom: '2031-07-01',
        dateTo: '2031-07-07',
        branchId: { value: branchId },
        levels: [{ name: 'I' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const dated = created.json().id.value as string;
    const priced = await api.app.inject({
      method: 'POST',
      url: '/api/session-price/',
      headers: admin.headers,
      payload: { session: { value: dated }, type: 'ACCOMMODATION', value: 1250.5 },
    });
    expect(priced.statusCode, priced.body).toBe(201);
    await api.app.inject({
      method: 'GET',
      url: `/api/session-prices?session=${dated}&position=${priced.headers['app-log-position']}`,
      headers: admin.headers,
    });
    const published = await api.app.inject({
      method: 'POST',
      url: '/api/publicsession/',
      headers: admin.headers,
      payload: { id: { value: dated } },
    });
    await api.app.inject({
      method: 'GET',
      url: `/api/publicsession/${dated}?position=${published.headers['app-log-position']}`,
    });
    const undated = await publishedSession();

    const confirmationOf = async (sessionId: string, name: string, language: string) => {
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/session-registration/${sessionId}`,
        headers: { ...anonymous.headers, 'accept-language': language },
        payload: { ...person(name), children: [] },
      });
      expect(response.statusCode, response.body).toBe(201);
      const mail = (await wholeLog()).find(
        (e) =>
          e.type === 'MailRequested' &&
          (e.data as { personId?: string }).personId === response.json().id.value,
      );
      return (mail?.data as { params: Record<string, string> } | undefined)?.params;
    };

    // Polish and German write a decimal comma, English a point; the dates as each language writes a range.
    const polish = await confirmationOf(dated, 'Helena', 'pl');
    expect(polish).toMatchObject({ retreat: '1–7 lip 2031', price: expect.stringMatching(/^1\s250,50 zł$/) });
    const english = await confirmationOf(dated, 'Irena', 'en');
    expect(english).toMatchObject({
      retreat: expect.stringMatching(/^Jul 1\s–\s7, 2031$/),
      price: '1,250.50 zł',
    });
    const german = await confirmationOf(dated, 'Jadwiga', 'de');
    expect(german).toMatchObject({ retreat: '01.–07.07.2031', price: '1.250,50 zł' });
    // A session without dates is named by its season, in words.
    expect(await confirmationOf(undated, 'Krystyna', 'uk')).toMatchObject({
      retreat: 'Літо',
      price: '0,00 zł',
    });
    expect(await confirmationOf(undated, 'Lucyna', 'pl')).toMatchObject({ retreat: 'Lato' });

    // Where it is and whom to ask: the public page's address and contact, else the branch's.
    const described = await publishedSession({
      address: 'Dom rekolekcyjny, Zakopane',
      contact: 'zapisy@example.org',
    });
    expect(await confirmationOf(described, 'Marta', 'pl')).toMatchObject({
      place: 'Dom rekolekcyjny, Zakopane',
      contact: 'zapisy@example.org',
    });
    expect(await confirmationOf(undated, 'Nina', 'pl')).toMatchObject({
      place: 'Kraków',
      contact: 'krakow@cenacle.example',
    });
  });

  it('sends no mail with withoutMail', async () => {
    const sessionId = await publishedSession();
    const response = await register(sessionId, person('Bożena'), '?withoutMail=true');
    expect(response.statusCode, response.body).toBe(201);
    const all = await wholeLog();
    expect(
      all.some(
        (e) =>
          e.type === 'MailRequested' &&
          (e.data as { personId?: string }).personId === response.json().id.value,
      ),
    ).toBe(false);
  });

  it('puts newcomers on the waiting list once the places are taken, and a cancellation promotes the first one', async () => {
    const sessionId = await publishedSession({ capacity: 2 });
    const first = await register(sessionId, person('Celina'));
    expect(first.json()).toMatchObject({ status: 'REGISTERED' });
    const second = await register(sessionId, person('Dorota'));
    expect(second.json()).toMatchObject({ status: 'WAITING' });
    const listed = await api.app.inject({
      method: 'GET',
      url: `/api/session-registrations/${sessionId}?position=${second.headers['app-log-position']}`,
      headers: admin.headers,
    });
    expect(listed.json().summary).toMatchObject({ participants: 1, children: 1, waiting: 1 });
    const cancelled = await api.app.inject({
      method: 'DELETE',
      url: `/api/session-registration/${first.json().id.value}`,
      headers: admin.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const events = await roster(sessionId);
    expect(events.at(-1)).toMatchObject({
      type: 'ParticipantPromoted',
      data: { participantId: second.json().id.value },
    });
    const all = await wholeLog();
    expect(
      all.some(
        (e) =>
          e.type === 'MailRequested' &&
          (e.data as { personId?: string; template?: string }).personId === second.json().id.value &&
          (e.data as { template?: string }).template === 'waitingPlaceGranted',
      ),
    ).toBe(true);
  });

  it('refuses after the deadline and on an unpublished session (409), and an unknown session (404)', async () => {
    const late = await publishedSession({ registrationDeadline: '2020-01-01T00:00:00Z' });
    const refused = await register(late, person('Ewelina'));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe('error.participant.registrationClosed');
    expect(await roster(late)).toHaveLength(0);

    const created = await api.app.inject({
      method: 'POST',
      url: '/api/school-session/',
      headers: admin.headers,
      payload: { season: 'WINTER', branchId: { value: branchId }, levels: [] },
    });
    const unpublished = created.json().id.value as string;
    expect((await register(unpublished, person('Felicja'))).statusCode).toBe(409);
    expect((await register(api.runtime.newId(), person('Grażyna'))).statusCode).toBe(404);
  });

  it('answers field errors (a level the session lacks, a bad child) and keeps nothing', async () => {
    const sessionId = await publishedSession();
    const wrongLevel = await register(sessionId, person('Hanna', { level: 'VII' }));
    expect(wrongLevel.statusCode).toBe(400);
    expect(wrongLevel.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'level', message: 'Pattern' }),
    ]);
    const badChild = await register(
      sessionId,
      person('Irena', { children: [{ firstname: 'X', lastname: 'Y', age: -1 }] }),
    );
    expect(badChild.statusCode).toBe(400);
    expect(await roster(sessionId)).toHaveLength(0);
  });

  it('answers a filled honeypot as a success and keeps nothing', async () => {
    const sessionId = await publishedSession();
    const bot = await register(sessionId, person('Bot', { website: 'http://spam.example' }));
    expect(bot.statusCode).toBe(201);
    expect(await roster(sessionId)).toHaveLength(0);
  });
});

describe('The outbox after a public registration', () => {
  it('lists the confirmation', async () => {
    const sessionId = await publishedSession();
    const response = await register(sessionId, person('Outbox'));
    expect(response.statusCode).toBe(201);
    const outbox = await api.app.inject({ method: 'GET', url: '/api/outbox', headers: admin.headers });
    expect(outbox.statusCode, outbox.body).toBe(200);
  });
});
