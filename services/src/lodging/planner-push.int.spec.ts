import { waitFor } from '@cenacle/infra/testing/wait.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/** Two planners on one session: a move by one reaches the other's open page within a second. */
let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let sessionId: string;

beforeAll(async () => {
  ({ api, admin, servant, sessionId } = await openDemoApi());
  await api.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(async () => api?.close());

interface Plan {
  buildings: { rooms: { id: { value: string }; persons: { id: { value: string } }[] }[] }[];
  unassigned: { type: string; id: { value: string } }[];
}

describe('Room planner push', () => {
  it('announces the room assignments read model to the other planner within a second of a drop', async () => {
    const address = api.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws`, {
      headers: { cookie: servant.cookie },
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const heard: { at: number; projection: string; position: string }[] = [];
    socket.on('message', (data) => heard.push({ at: performance.now(), ...JSON.parse(String(data)) }));

    const before = (
      await api.app.inject({
        method: 'GET',
        url: `/api/participant-rooms?session=${sessionId}`,
        headers: servant.headers,
      })
    ).json() as Plan;
    const person = before.unassigned[0] as Plan['unassigned'][number];
    const room = before.buildings[0]?.rooms[0]?.id.value as string;
    const dropped = await api.app.inject({
      method: 'POST',
      url: '/api/participant-room',
      headers: admin.headers,
      payload: { session: sessionId, room: { id: room }, [person.type]: { id: person.id.value } },
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    const answeredAt = performance.now();
    const position = dropped.headers['app-log-position'] as string;
    const [commit, prepare] = position.split('.').map(BigInt) as [bigint, bigint];
    const reached = (m: { projection: string; position: string }) => {
      const [c, p] = m.position.split('.').map(BigInt) as [bigint, bigint];
      return m.projection === 'room-assignments' && (c > commit || (c === commit && p >= prepare));
    };
    try {
      await waitFor('the room assignments announcement', () => heard.some(reached), 5000);
    } finally {
      socket.close();
    }
    const announcement = heard.find(reached);
    expect((announcement?.at ?? Number.POSITIVE_INFINITY) - answeredAt).toBeLessThan(1000);
    // What the other planner's page then reads (at the announced position) shows the move.
    const after = (
      await api.app.inject({
        method: 'GET',
        url: `/api/participant-rooms?session=${sessionId}&position=${announcement?.position}`,
        headers: servant.headers,
      })
    ).json() as Plan;
    expect(after.buildings[0]?.rooms[0]?.persons.map((p) => p.id.value)).toContain(person.id.value);
  });
});
