import { randomUUID } from 'node:crypto';
import { CommandBus, ConcurrencyError } from '@cenacle/infra/commands/command-bus.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitForValue } from '@cenacle/infra/testing/wait.ts';
import { assignmentsOfSession } from '@cenacle/projections/lodging/room-assignments/room-assignments.queries.ts';
import { readModels } from '@cenacle/projections/read-models.ts';
import { fold, mergeCatalogs } from '@cenacle/shared-domain';
import {
  type AssignPersonToRoom,
  type LodgingEvent,
  lodgingDecider,
  lodgingStream,
  type PersonType,
  ROOM_ASSIGNMENTS_READ_MODEL,
} from '@cenacle/shared-domain/lodging';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contexts } from '../contexts.ts';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/**
 * 50 drops of the same 20 people into 5 rooms fired at once through the app, while a second command
 * bus (what another API process would hold: its own cache and lock, the same log) drops them too:
 * every person ends in exactly one room, and the read model equals a rebuild from the log. (A second
 * whole app would need a second set of connection pools; the machine's PostgreSQL is shared.)
 */
let api: TestApi;
let admin: SignedIn;
let sessionId: string;
let second: CommandBus;

const PEOPLE = 20;
const DROPS = 50;

beforeAll(async () => {
  ({ api, admin, sessionId } = await openDemoApi());
  second = new CommandBus(api.runtime.store, randomUUID, {
    events: mergeCatalogs(contexts.map((c) => c.events)),
  });
}, 120_000);
afterAll(async () => api?.close());

const inject = (app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

describe('Concurrent room assignment', () => {
  it('keeps every person in exactly one room, and the read model equal to a rebuild', async () => {
    // Enough participants for 20 people (the demo has 4 and 2 children).
    let position: unknown = null;
    for (let i = 0; i < PEOPLE - 6; i++) {
      const added = await inject(api.app, 'POST', `/api/session-participant/${sessionId}`, {
        firstname: `Osoba${i}`,
        lastname: 'Współbieżna',
        email: `osoba${i}@example.org`,
        level: 'I',
      });
      expect(added.statusCode, added.body).toBe(201);
      position = added.headers['app-log-position'];
    }
    const plan = await inject(
      api.app,
      'GET',
      `/api/participant-rooms?session=${sessionId}&position=${String(position)}`,
    );
    const { unassigned, buildings } = plan.json() as {
      unassigned: { type: string; id: { value: string } }[];
      buildings: { rooms: { id: { value: string } }[] }[];
    };
    expect(unassigned).toHaveLength(PEOPLE);
    const rooms = buildings.flatMap((b) => b.rooms.map((r) => r.id.value)).slice(0, 5);
    expect(rooms).toHaveLength(5);

    const drops = Array.from({ length: DROPS }, (_, i) => {
      const person = unassigned[i % PEOPLE] as { type: string; id: { value: string } };
      const room = rooms[(i * 7) % rooms.length] as string;
      return inject(api.app, 'POST', '/api/participant-room', {
        session: sessionId,
        room: { id: room },
        [person.type]: { id: person.id.value },
      });
    });
    // The other process's drops: the same people, other rooms, decided on the same stream.
    const elsewhere = Array.from({ length: PEOPLE }, (_, i) => {
      const person = unassigned[(i * 3) % PEOPLE] as { type: string; id: { value: string } };
      const command: AssignPersonToRoom = {
        type: 'AssignPersonToRoom',
        data: {
          sessionId,
          person: { type: person.type as PersonType, id: person.id.value },
          roomId: rooms[(i + 2) % rooms.length] as string,
        },
        metadata: { userId: randomUUID(), now: new Date().toISOString() },
      };
      return second
        .handle(lodgingDecider, lodgingStream(sessionId), command, {
          correlationId: randomUUID(),
          causationId: null,
        })
        .then(
          () => 'done',
          (error: unknown) => (error instanceof ConcurrencyError ? 'conflict' : Promise.reject(error)),
        );
    });
    const [answers, others] = await Promise.all([Promise.all(drops), Promise.all(elsewhere)]);
    expect(others.filter((o) => o === 'done').length).toBeGreaterThan(0);
    // Every drop is decided, one after another; a conflict beyond the bus's retries is a 409, never a 500.
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(DROPS / 2);

    const events = await api.runtime.store.readStream(lodgingStream(sessionId));
    const state = fold(
      lodgingDecider,
      events.map((e) => ({ type: e.type, data: e.data }) as LodgingEvent),
    );
    expect(state.rooms.size).toBe(PEOPLE);
    // The log's own story: each move names the room the person was really in.
    const where = new Map<string, string>();
    for (const e of events) {
      const event = { type: e.type, data: e.data } as LodgingEvent;
      if (event.type !== 'PersonAssignedToRoom') continue;
      const key = `${event.data.person.type}:${event.data.person.id}`;
      expect(event.data.fromRoomId).toBe(where.get(key) ?? null);
      where.set(key, event.data.roomId);
    }

    const expected = [...state.rooms].sort();
    const liveRows = async () => {
      const rows = await assignmentsOfSession(api.runtime.db, sessionId);
      const pairs = rows.map((row) => [`${row.person.type}:${row.person.id}`, row.roomId]).sort();
      return JSON.stringify(pairs) === JSON.stringify(expected) ? rows : null;
    };
    const live = await waitForValue('the read model to reach the log', liveRows, 30_000);
    const projectors = readModels
      .map((r) => r.projector)
      .filter((p) => p.name === ROOM_ASSIGNMENTS_READ_MODEL);
    await rebuildProjections(api.runtime, projectors, ROOM_ASSIGNMENTS_READ_MODEL);
    expect(await assignmentsOfSession(api.runtime.db, sessionId)).toEqual(live);
  }, 120_000);
});
