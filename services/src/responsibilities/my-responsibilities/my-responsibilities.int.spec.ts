import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../../testing/fixtures.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { signedInAs, signedInStaff } from '../../testing/staff.ts';
import type { SignedIn, TestApi } from '../../testing/test-api.ts';
import { visit } from '../../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let serving: SignedIn;
let servantId: string;
let user: SignedIn;
let otherBranchAdmin: SignedIn;
let anonymous: SignedIn;
let branchId: string;
let sessionId: string;
let fileId: string;
let conferenceId: string;
let kitchenId: string;
let orderId: string;
let position: string;

const UNKNOWN = '00000000-0000-4000-8000-00000000cafe';
const [talk, lunch] = [randomUUID(), randomUUID()];

const send = async (method: 'GET' | 'POST', url: string, who: SignedIn, payload?: object) => {
  const response = await api.app.inject({
    method,
    url,
    headers: payload ? { ...who.headers, 'content-type': 'application/json' } : who.headers,
    ...(payload ? { payload: JSON.stringify(payload) } : {}),
  });
  if (response.headers['app-log-position']) position = response.headers['app-log-position'] as string;
  return response;
};
const created = async (url: string, payload: object, who: () => SignedIn = () => admin) => {
  const response = await send('POST', url, who(), payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};
const mine = (who: SignedIn, query = `session=${sessionId}`) =>
  send('GET', `/api/my-responsibilities?${query}&position=${position}`, who);

beforeAll(async () => {
  ({ api, admin, branchId } = await openDemoApi());
  const session = await created('/api/school-session/', {
    season: 'SPRING',
    dateFrom: '2032-03-10',
    dateTo: '2032-03-12',
    branchId: { value: branchId },
    levels: [{ name: 'I' }, { name: 'II' }],
  });
  sessionId = session.json().id.value;
  const other = await created('/api/branch/', { name: 'Cenacle Lublin', country: 'POL', city: 'Lublin' });
  const account = await signedInAs(
    api,
    `posluga-${randomUUID().slice(0, 6)}`,
    ['SERVANT', 'USER'],
    [branchId],
  );
  [servantId, serving] = [account.id, account.session];
  [user, otherBranchAdmin] = await Promise.all([
    signedInStaff(api, ['USER'], [branchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [other.json().id.value]),
  ]);
  anonymous = (await visit(api.app)).snapshot();
  const body = multipartBody('document', 'cisza.txt', Buffer.from('O ciszy.\n'), 'text/plain');
  const uploaded = await api.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    headers: { ...admin.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  fileId = uploaded.json().value;
  const conference = await created('/api/conference/', {
    name: 'Cisza, słowo; modlitwa',
    lang: 'pl',
    files: [{ fileId, fileName: 'cisza.txt' }],
    season: 'SPRING',
    level: 'I',
    number: 2,
  });
  conferenceId = conference.json().id.value;
  await created('/api/user-conference', { id: conferenceId, session: sessionId, user: servantId });
  kitchenId = (
    await created('/api/responsibility/', { session: { value: sessionId }, name: 'Kuchnia' })
  ).json().id.value;
  orderId = (
    await created('/api/responsibility/', { session: { value: sessionId }, name: 'Porządek' })
  ).json().id.value;
  for (const id of [kitchenId, orderId])
    await created('/api/user-responsibility', { id, session: sessionId, user: servantId });
  await created(
    '/api/schedules/',
    {
      session: { value: sessionId },
      date: '2032-03-10',
      version: null,
      items: [
        {
          id: talk,
          start: '09:00:00',
          finish: '10:00:00',
          type: 'CONFERENCE',
          name: 'Konferencja',
          conferenceNumber: 2,
        },
        {
          id: lunch,
          start: '10:00:00',
          finish: '11:00:00',
          type: 'LUNCH',
          name: 'Obiad',
          responsibilityId: kitchenId,
        },
      ],
    },
    () => serving,
  );
}, 120_000);
afterAll(async () => api?.close());

describe('My responsibilities', () => {
  it('lists what was assigned: the conference and the duty by time, with files; the unplaced apart', async () => {
    const response = await mine(serving);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.scheduled).toMatchObject([
      {
        kind: 'CONFERENCE',
        refId: conferenceId,
        itemId: talk,
        number: 2,
        level: 'I',
        lang: 'pl',
        files: [{ fileId, fileName: 'cisza.txt' }],
        date: '2032-03-10',
        start: '09:00:00',
      },
      { kind: 'RESPONSIBILITY', refId: kitchenId, itemId: lunch, name: 'Kuchnia', start: '10:00:00' },
    ]);
    expect(body.unscheduled).toMatchObject([{ kind: 'RESPONSIBILITY', refId: orderId, date: null }]);
    // The admin has nothing assigned on this session.
    const admins = await mine(admin);
    expect(admins.json()).toMatchObject({ scheduled: [], unscheduled: [] });
  });

  it('answers bad input with field errors, never 500', async () => {
    const missing = await mine(serving, 'x=1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject([{ field: 'session' }]);
    expect((await mine(serving, 'session=nope')).statusCode).toBe(400);
    expect((await mine(serving, `session=${UNKNOWN}`)).statusCode).toBe(404);
  });

  it('is for staff of the session’s branch', async () => {
    expect((await mine(anonymous)).statusCode).toBe(401);
    expect((await mine(user)).statusCode).toBe(403);
    expect((await mine(otherBranchAdmin)).statusCode).toBe(403);
  });

  it('refuses a schedule item naming a responsibility of another session', async () => {
    const response = await send('POST', '/api/schedules/', serving, {
      session: { value: sessionId },
      date: '2032-03-11',
      version: null,
      items: [{ id: randomUUID(), start: '09:00:00', finish: '10:00:00', responsibilityId: UNKNOWN }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject([{ field: 'items.0.responsibilityId' }]);
  });
});

describe('Responsibility conflicts in the schedule', () => {
  it('flags a servant on an item while the responsibility he carries needs him there', async () => {
    const [groups, groupsII] = [randomUUID(), randomUUID()];
    const saved = await send('POST', '/api/schedules/', serving, {
      session: { value: sessionId },
      date: '2032-03-12',
      version: null,
      items: [
        {
          id: groups,
          start: '09:00:00',
          finish: '10:00:00',
          type: 'GROUPS',
          name: 'Grupy',
          responsibilityId: orderId,
          alternatives: [
            { id: groupsII, levelScope: ['II'], name: 'Grupy II', type: 'GROUPS', servants: [servantId] },
          ],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const schedule = await send('GET', `/api/schedules?session=${sessionId}&position=${position}`, admin);
    expect(schedule.statusCode, schedule.body).toBe(200);
    const body = schedule.json();
    const item = body.items.find((i: { id: { value: string } }) => i.id.value === groups);
    expect(item.responsibility).toEqual({ id: { value: orderId } });
    expect(body.dutyServants).toContainEqual({ responsibilityId: orderId, servantIds: [servantId] });
    expect(body.conflicts).toEqual([{ servantId, ref: groupsII, with: groups }]);
  });
});

describe('The personal calendar feed', () => {
  const feed = (path: string) => api.app.inject({ method: 'GET', url: path });

  it('answers an iCalendar event per placed duty, without sign-in, on the secret link', async () => {
    const { calendarPath: path, scheduled } = (await mine(serving)).json();
    const response = await feed(`${path}&position=${position}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const text = response.body.replace(/\r\n /g, '');
    // One event per placed duty (the conflict test above placed a third one).
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(scheduled.length);
    expect(scheduled.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`UID:c-${conferenceId}-${talk}@cenacle`);
    expect(text).toContain('DTSTART:20320310T090000');
    expect(text).toContain('SUMMARY:2. Cisza\\, słowo\\; modlitwa');
    expect(text).toContain(`/api/file/${fileId}`);
    expect(text).toContain('SUMMARY:Kuchnia');
  });

  it('refuses a wrong or missing token, and a renewed link retires the old one', async () => {
    const path = (await mine(serving)).json().calendarPath as string;
    const url = new URL(path, 'http://x');
    url.searchParams.set('token', 'A'.repeat(43));
    expect((await feed(`${url.pathname}${url.search}`)).statusCode).toBe(403);
    // Not even the shape of a secret: a field error, no comparison made.
    url.searchParams.set('token', 'forged');
    const malformed = await feed(`${url.pathname}${url.search}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toMatchObject([{ field: 'token' }]);
    url.searchParams.delete('token');
    const missing = await feed(`${url.pathname}${url.search}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject([{ field: 'token' }]);
    expect((await send('POST', '/api/my-responsibilities/calendar-link', anonymous, {})).statusCode).toBe(
      401,
    );
    const renewed = await send('POST', '/api/my-responsibilities/calendar-link', serving, {});
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await feed(path)).statusCode).toBe(403);
    const fresh = (await mine(serving)).json().calendarPath as string;
    expect(fresh).not.toBe(path);
    expect((await feed(fresh)).statusCode).toBe(200);
    const events = await api.runtime.store.readStream(`calendar-feed-${servantId}`);
    expect(events.map((e) => e.type)).toEqual(['CalendarFeedLinkRenewed']);
  });
});
