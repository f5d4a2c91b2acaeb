import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/**
 * Malformed ids, missing required parameters and values of the wrong type, route by route: each is
 * answered 400 with field errors naming the offending field, before anything reaches the log. Sent
 * as the demo admin, so no audience or branch check answers first.
 */

let api: TestApi;
let admin: SignedIn;
let sessionId = '';

const ID = '00000000-0000-4000-8000-00000000beef';

interface BadCase {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** The path and query string (`:session` stands for the demo session). */
  readonly url: string;
  readonly payload?: object;
  /** Every field the answer must name (it may name more). */
  readonly fields: readonly string[];
}

const CASES: readonly BadCase[] = [
  // Lodging
  {
    method: 'DELETE',
    url: '/api/participant-room',
    payload: { room: { id: 'x' }, session: 'nope', participant: { id: ID } },
    fields: ['room.id', 'session'],
  },
  {
    method: 'DELETE',
    url: '/api/participant-room',
    payload: { room: { id: ID }, session: ID, participant: { id: 7 } },
    fields: ['participant.id'],
  },
  { method: 'DELETE', url: '/api/participant-room', payload: { room: { id: ID } }, fields: ['session'] },
  { method: 'GET', url: '/api/participant-room-wishes', fields: ['session'] },
  { method: 'GET', url: '/api/participant-room-wishes?session=12', fields: ['session'] },
  { method: 'GET', url: '/api/participant-rooms', fields: ['session'] },
  { method: 'GET', url: '/api/participant-rooms?session=not-a-uuid', fields: ['session'] },
  { method: 'GET', url: '/api/participant-rooms?session=:session&position=soon', fields: ['position'] },
  { method: 'GET', url: '/api/participant-rooms/proposal', fields: ['session'] },
  { method: 'GET', url: '/api/participant-rooms/proposal?session=%27%3B--', fields: ['session'] },
  // Responsibilities
  { method: 'POST', url: '/api/responsibilities/copy', payload: {}, fields: ['from', 'to'] },
  {
    method: 'POST',
    url: '/api/responsibilities/copy',
    payload: { from: 'x', to: 42 },
    fields: ['from', 'to'],
  },
  { method: 'DELETE', url: '/api/responsibility/not-a-uuid', fields: ['id'] },
  { method: 'DELETE', url: '/api/responsibility/1', fields: ['id'] },
  // Retreat centres
  { method: 'DELETE', url: '/api/retreat-center/nope', fields: ['id'] },
  { method: 'GET', url: '/api/public-retreat-center/nope', fields: ['id'] },
  { method: 'GET', url: '/api/public-retreat-center/%27%3B--', fields: ['id'] },
  // Schedule
  { method: 'GET', url: '/api/schedules', fields: ['session'] },
  { method: 'GET', url: '/api/schedules?session=yesterday', fields: ['session'] },
  // Conferences
  { method: 'GET', url: '/api/session-conferences', fields: ['session'] },
  { method: 'GET', url: '/api/session-conferences?session=x&lang=xx', fields: ['session', 'lang'] },
  { method: 'DELETE', url: '/api/conference/42', fields: ['id'] },
  { method: 'DELETE', url: '/api/user-conference', fields: ['id', 'session', 'user'] },
  {
    method: 'DELETE',
    url: `/api/user-conference?id=${ID}&session=:session&user=me`,
    fields: ['user'],
  },
  { method: 'POST', url: '/api/user-conference/copy', payload: { from: ID }, fields: ['to'] },
  {
    method: 'POST',
    url: '/api/user-conference/copy',
    payload: { from: [ID], to: { value: ID } },
    fields: ['from', 'to'],
  },
  // Notes
  { method: 'DELETE', url: '/api/note/nope', fields: ['id'] },
  { method: 'GET', url: '/api/notes', fields: ['location'] },
  { method: 'GET', url: '/api/notes?location=https%3A%2F%2Fevil.example%2F', fields: ['location'] },
  { method: 'GET', url: '/api/notes?location=%2Fschedule&position=-1', fields: ['position'] },
  // Content
  { method: 'GET', url: '/api/info-components', fields: ['location'] },
  { method: 'GET', url: '/api/info-components?location=HOME&id=1', fields: ['location', 'id'] },
  {
    method: 'GET',
    url: '/api/info-components?location=BLOG&country=Polska&branch=x',
    fields: ['country', 'branch'],
  },
  { method: 'POST', url: '/api/info-component/', payload: {}, fields: ['location', 'lang', 'section'] },
  {
    method: 'POST',
    url: '/api/info-component/',
    payload: {
      location: 'BRANCH',
      lang: 'pl',
      section: {
        cssLayoutsString: '{"MOBILE":{"paddingTop":-1}}',
        columns: [{ type: 'LEFT', elements: [{ type: 'BUTTON', content: 'x', url: 'javascript:alert(1)' }] }],
      },
    },
    fields: ['branch', 'section.cssLayoutsString', 'section.columns.0.elements.0.url'],
  },
  {
    method: 'POST',
    url: '/api/info-component/',
    payload: { location: 'BLOG', lang: 'pl', section: { columns: [1, 2, 3] } },
    fields: ['section.columns'],
  },
  { method: 'DELETE', url: '/api/info-component/nope', fields: ['id'] },
  {
    method: 'POST',
    url: '/api/info-components-style',
    payload: { location: 'BLOG', lang: 'pl' },
    fields: ['order'],
  },
  {
    method: 'POST',
    url: '/api/info-components-style',
    payload: { location: 'BLOG', lang: 'polski', order: [{ value: 'x' }] },
    fields: ['lang', 'order.0.value'],
  },
  { method: 'GET', url: '/api/info-component/1/history', fields: ['id'] },
  { method: 'POST', url: `/api/info-component/${ID}/restore`, payload: { version: 0 }, fields: ['version'] },
  { method: 'POST', url: '/api/info-component/x/restore', payload: { version: 1 }, fields: ['id'] },
  { method: 'GET', url: '/api/about-us?main=yes', fields: ['main'] },
  { method: 'GET', url: '/api/about-us/not-a-branch', fields: ['branchId'] },
  {
    method: 'POST',
    url: '/api/about-us/',
    payload: { title: ' ' },
    fields: ['title', 'content', 'language'],
  },
  { method: 'DELETE', url: '/api/about-us/7', fields: ['id'] },
  { method: 'GET', url: '/api/testimonies?mainPage=1', fields: ['mainPage'] },
  {
    method: 'POST',
    url: '/api/config-testimony/',
    payload: {},
    fields: ['type', 'author', 'content', 'country'],
  },
  {
    method: 'POST',
    url: '/api/config-testimony/',
    payload: { type: 'VIDEO', author: 'A', content: 'javascript:alert(1)', country: 'POL' },
    fields: ['content'],
  },
  { method: 'DELETE', url: '/api/config-testimony/nope', fields: ['id'] },
  // Management
  { method: 'POST', url: '/management/loggers/ROOT', payload: {}, fields: ['configuredLevel'] },
  {
    method: 'POST',
    url: '/management/loggers/ROOT',
    payload: { configuredLevel: 'LOUD' },
    fields: ['configuredLevel'],
  },
];

beforeAll(async () => {
  ({ api, admin, sessionId } = await openDemoApi());
}, 120_000);
afterAll(async () => api?.close());

const head = async () => {
  const position = await api.runtime.store.endPosition();
  return position ? `${position.commit}.${position.prepare}` : 'empty';
};

describe('Bad input', () => {
  it.each(CASES.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s → 400 naming the field, nothing appended',
    async (_name, { method, url, payload, fields }) => {
      const before = await head();
      const response = await api.app.inject({
        method,
        url: url.replace(':session', sessionId),
        headers: admin.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(400);
      const fieldErrors = response.json().fieldErrors as unknown;
      expect(Array.isArray(fieldErrors), response.body).toBe(true);
      for (const error of fieldErrors as unknown[]) {
        expect(error).toEqual({
          objectName: expect.any(String),
          field: expect.any(String),
          message: expect.any(String),
        });
      }
      const named = (fieldErrors as { field: string }[]).map((e) => e.field);
      expect(named, response.body).toEqual(expect.arrayContaining([...fields]));
      expect(await head()).toBe(before);
    },
  );
});
