import { randomUUID } from 'node:crypto';
import { scheduleStream } from '@cenacle/shared-domain/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let branchId: string;
let summer: string;
let winter: string;

const json = (who: SignedIn) => ({ ...who.headers, 'content-type': 'application/json' });
const post = (url: string, body: unknown, who: SignedIn = servant) =>
  api.app.inject({ method: 'POST', url, headers: json(who), payload: JSON.stringify(body) });
const get = (sessionId: string, position = '', who: SignedIn = servant) =>
  api.app.inject({
    method: 'GET',
    url: `/api/schedules?session=${sessionId}${position ? `&position=${position}` : ''}`,
    headers: who.headers,
  });
const stream = async (sessionId: string) =>
  (await api.runtime.store.readStream(scheduleStream(sessionId))).map((e) => e.type);

async function newSession(season: string, dateFrom: string, dateTo: string): Promise<string> {
  const created = await post(
    '/api/school-session/',
    { season, dateFrom, dateTo, branchId: { value: branchId }, levels: [{ name: 'I' }, { name: 'II' }] },
    admin,
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id.value as string;
}

beforeAll(async () => {
  ({ api, admin, servant, branchId } = await openDemoApi());
  summer = await newSession('SUMMER', '2031-07-06', '2031-07-08');
  winter = await newSession('WINTER', '2031-02-01', '2031-02-02');
}, 120_000);
afterAll(async () => api?.close());

const [conference, pause, meal, alternative] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const day = (items: unknown[], version: number | null = null) => ({
  session: { value: summer },
  date: '2031-07-06',
  version,
  items,
});
const item = (id: string, start: string, finish: string, extra: object = {}) => ({
  id,
  start,
  finish,
  ...extra,
});

describe('The schedule API', () => {
  it('saves a day as one event per change and answers it with recomputed times', async () => {
    const saved = await post(
      '/api/schedules/',
      day([
        item(conference, '08:00:00', '09:00:00', { type: 'CONFERENCE', name: 'Konferencja 1' }),
        item(pause, '09:00:00', '09:20:00', { type: 'BREAK', name: 'Przerwa' }),
        item(meal, '09:20:00', '10:20:00', { type: 'LUNCH', name: 'Obiad', servants: [] }),
      ]),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 3, changes: 3 });
    const moved = await post(
      '/api/schedules/',
      day(
        [
          item(meal, '08:00:00', '09:00:00', { type: 'LUNCH', name: 'Obiad' }),
          item(conference, '09:00:00', '10:00:00', {
            type: 'CONFERENCE',
            name: 'Konferencja 1',
            conferenceNumber: 1,
            alternatives: [
              { id: alternative, levelScope: ['II'], name: 'Konferencja dla II', type: 'CONFERENCE' },
            ],
          }),
          item(pause, '10:00:00', '10:30:00', { type: 'BREAK', name: 'Przerwa' }),
        ],
        3,
      ),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stream(summer)).toEqual([
      'ScheduleItemAdded',
      'ScheduleItemAdded',
      'ScheduleItemAdded',
      'ScheduleItemMoved',
      'ScheduleItemRescheduled',
      'ScheduleItemSplitByLevel',
      'ScheduleItemChanged',
    ]);
    const read = await get(summer, moved.headers['app-log-position'] as string);
    expect(read.statusCode, read.body).toBe(200);
    const schedule = read.json();
    expect(schedule).toMatchObject({ season: 'SUMMER', levels: ['I', 'II'], version: 7 });
    expect(schedule.items.map((i: { start: string; finish: string }) => `${i.start}-${i.finish}`)).toEqual([
      '08:00:00-09:00:00',
      '09:00:00-10:00:00',
      '10:00:00-10:30:00',
    ]);
    expect(schedule.items[1]).toMatchObject({ conferenceNumber: 1, levelScope: ['I'] });
  });

  it('shows the schedule to anyone through the public link, without the servants on it', async () => {
    // The day saved above is there for the staff.
    expect((await get(summer)).json().version).toBeGreaterThan(0);
    const read = await api.app.inject({ method: 'GET', url: `/api/public-schedule/${summer}` });
    expect(read.statusCode, read.body).toBe(200);
    const schedule = read.json();
    expect(schedule).toMatchObject({ sessionId: summer, season: 'SUMMER', levels: ['I', 'II'] });
    expect(schedule.items.map((i: { start: string; name: string }) => `${i.start} ${i.name}`)).toEqual([
      '08:00:00 Obiad',
      '09:00:00 Konferencja 1',
      '10:00:00 Przerwa',
    ]);
    expect(schedule.items[1].alternatives).toEqual([
      { levelScope: ['II'], name: 'Konferencja dla II', type: 'CONFERENCE' },
    ]);
    // Nobody's name or id goes out to an anonymous reader.
    expect(read.body).not.toContain('servants');
    expect(read.body).not.toContain(branchId);
    const unknown = await api.app.inject({
      method: 'GET',
      url: '/api/public-schedule/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/public-schedule/nope' })).statusCode).toBe(400);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const before = await stream(summer);
    const stale = await post('/api/schedules/', day([], 1));
    expect(stale.statusCode, stale.body).toBe(409);
    expect(await stream(summer)).toEqual(before);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await stream(summer);
    const cases: [unknown, string[]][] = [
      [day([item(meal, '8:00', '09:00:00')]), ['items.0.start']],
      [day([item(meal, '09:00:00', '08:00:00')]), ['items.0.finish']],
      [day([item(meal, '08:00:00', '09:00:00'), item(pause, '08:30:00', '09:00:00')]), ['items.1.start']],
      [{ ...day([]), date: '2031-13-01' }, ['date']],
      [{ ...day([]), session: { value: 'x' } }, ['session.value']],
      [day([item('nope', '08:00:00', '09:00:00', { type: 'PICNIC' })]), ['items.0.id', 'items.0.type']],
    ];
    for (const [body, fields] of cases) {
      const response = await post('/api/schedules/', body);
      expect(response.statusCode, response.body).toBe(400);
      const got = (response.json().fieldErrors as { field: string }[]).map((e) => e.field);
      expect(got, JSON.stringify(body).slice(0, 120)).toEqual(expect.arrayContaining(fields));
    }
    const outside = await post('/api/schedules/', { ...day([]), date: '2031-08-01' });
    expect(outside.statusCode, outside.body).toBe(400);
    expect(await stream(summer)).toEqual(before);
  });

  it('lets only branch admins and servants of the session’s branch edit, and anyone signed in read', async () => {
    const anonymous = (await visit(api.app)).snapshot();
    const user = await signedInStaff(api, ['USER'], [branchId]);
    const otherAdmin = await signedInStaff(api, ['BRANCH_ADMIN'], [randomUUID()]);
    expect((await post('/api/schedules/', day([]), anonymous)).statusCode).toBe(401);
    expect((await post('/api/schedules/', day([]), user)).statusCode).toBe(403);
    expect((await post('/api/schedules/', day([]), otherAdmin)).statusCode).toBe(403);
    // Spec §6: "schedule editing … SERVANT or BRANCH_ADMIN only"; an admin reads it.
    expect((await post('/api/schedules/', day([]), admin)).statusCode).toBe(403);
    expect((await get(summer, '', admin)).statusCode).toBe(200);
    expect((await get(summer, '', user)).statusCode).toBe(200);
    expect((await get(summer, '', anonymous)).statusCode).toBe(401);
    expect((await get(randomUUID(), '', user)).statusCode).toBe(404);
  });

  it('copies a day (summer only) and a whole session', async () => {
    const copied = await post('/api/schedules/copy-day', {
      session: { value: summer },
      fromDate: '2031-07-06',
      toDate: '2031-07-07',
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.headers['app-alert']).toBe('scheduleAlerts.dayCopied');
    const wintry = await post('/api/schedules/copy-day', {
      session: { value: winter },
      fromDate: '2031-02-01',
      toDate: '2031-02-02',
    });
    expect(wintry.statusCode, wintry.body).toBe(400);
    const session = await post('/api/schedules/copy-session', {
      session: { value: winter },
      fromSession: { value: summer },
    });
    expect(session.statusCode, session.body).toBe(200);
    const read = (await get(winter, session.headers['app-log-position'] as string)).json();
    expect(read.items.map((i: { date: string }) => i.date)).toEqual([
      '2031-02-01',
      '2031-02-01',
      '2031-02-01',
      '2031-02-02',
      '2031-02-02',
      '2031-02-02',
    ]);
  });

  it('refuses bad copies with field errors, and a stale version with 409', async () => {
    const before = await stream(summer);
    const badDay = await post('/api/schedules/copy-day', { session: { value: summer }, fromDate: 'x' });
    expect(badDay.statusCode, badDay.body).toBe(400);
    const fields = (badDay.json().fieldErrors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['fromDate', 'toDate']));
    const outside = await post('/api/schedules/copy-day', {
      session: { value: summer },
      fromDate: '2031-07-06',
      toDate: '2031-09-01',
    });
    expect(outside.statusCode, outside.body).toBe(400);
    const unknown = await post('/api/schedules/copy-session', {
      session: { value: summer },
      fromSession: { value: randomUUID() },
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    const stale = await post('/api/schedules/copy-session', {
      session: { value: summer },
      fromSession: { value: winter },
      version: 1,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(await stream(summer)).toEqual(before);
  });

  it('names the servants on items and flags one booked twice at once, items in the spec §3 shape', async () => {
    const current = (await get(summer)).json();
    const account = (
      await api.app.inject({ method: 'GET', url: '/api/account', headers: servant.headers })
    ).json();
    const me = { id: account.id.value as string, firstName: account.firstName as string };
    type Read = {
      id: { value: string };
      date: string;
      start: string;
      finish: string;
      name: string;
      type: string;
    };
    // Sent back as the spec's client sends items: ids as {value}, servants as objects.
    const items = current.items
      .filter((i: Read) => i.date === '2031-07-06')
      .map((i: Read) => ({
        id: i.id,
        session: { value: summer },
        start: i.start,
        finish: i.finish,
        name: i.name,
        type: i.type,
        alternatives:
          i.id.value === conference
            ? [
                {
                  id: { value: alternative },
                  levelScope: ['II'],
                  name: 'Konferencja dla II',
                  type: 'CONFERENCE',
                  servants: [{ id: { value: me.id } }],
                },
              ]
            : [],
        servants: i.id.value === conference ? [{ id: { value: me.id } }] : [],
        responsibility: null,
        levelServants: [],
      }));
    const saved = await post('/api/schedules/', day(items, current.version));
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await get(summer, saved.headers['app-log-position'] as string)).json();
    const staffed = read.items.find((i: Read) => i.id.value === conference);
    const named = { id: { value: me.id }, name: expect.stringContaining(me.firstName) };
    expect(staffed).toMatchObject({
      session: { value: summer },
      responsibility: null,
      servants: [named],
      levelServants: [{ level: 'II', servant: named }],
    });
    expect(read.conflicts).toEqual(
      expect.arrayContaining([{ servantId: me.id, ref: conference, with: alternative }]),
    );
  });
});
