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
];

beforeAll(async () => {
  ({ api, admin, sessionId } = await openDemoApi());
}, 120_000);
afterAll(async () => api?.close());

const head = async () => {
  const position = await api.runtime.store.headPosition();
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
