import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import type { Position } from '@cenacle/infra/eventstore/port.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitForHead } from '@cenacle/infra/testing/wait.ts';
import type { Command, Decider, DomainEvent } from '@cenacle/shared-domain';
import {
  lodgingDecider,
  lodgingEvents,
  lodgingStream,
  type RetreatCenterValues,
  retreatCenterDecider,
  retreatCenterStream,
} from '@cenacle/shared-domain/lodging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpReadModels, tablesWithoutRows } from '../testing/dump.ts';
import { createProjectionEnv, type ProjectionEnv } from '../testing/projection-env.ts';
import { retreatCentersProjector } from './retreat-centers/retreat-centers.projection.ts';
import {
  listRetreatCenters,
  retreatCenterById,
  shortRetreatCenters,
} from './retreat-centers/retreat-centers.queries.ts';
import { roomAssignmentsProjector } from './room-assignments/room-assignments.projection.ts';
import { assignmentsOfSession, wishesOfSession } from './room-assignments/room-assignments.queries.ts';

const projectors = [retreatCentersProjector, roomAssignmentsProjector];
const metadata = { userId: '00000000-0000-4000-8000-0000000000aa', now: '2026-11-24T10:00:00.000Z' };

describe('Lodging read models', () => {
  let env: ProjectionEnv;
  let bus: CommandBus;
  const [kept, gone, legacy, elsewhere] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [branchA, branchB] = [randomUUID(), randomUUID()];
  const [building, room1, room2] = [randomUUID(), randomUUID(), randomUUID()];
  const session = randomUUID();
  const [anna, jan, kid] = [randomUUID(), randomUUID(), randomUUID()];
  let last: Position | null = null;

  const run = async <C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    command: Omit<C, 'metadata'>,
  ) => {
    const full = { ...command, metadata } as C;
    const result = await bus.handle(decider, stream, full, {
      correlationId: randomUUID(),
      causationId: null,
    });
    last = result.position ?? last;
  };
  const center = (name: string): RetreatCenterValues => ({
    name,
    contact: 'tel. 12 000 00 00',
    country: 'POL',
    city: 'Kraków',
    address: 'ul. Spokojna 1',
    description: '',
    buildings: [
      {
        id: building,
        name: 'Dom główny',
        photo: null,
        lift: true,
        attachments: [],
        description: '',
        rooms: [
          {
            id: room1,
            name: 'Jedynka',
            description: '',
            beds: 2,
            roomNumber: 1,
            bedNumber: 1,
            spaceForMattress: false,
            bathroom: ['SHOWER'],
            floor: 0,
          },
          {
            id: room2,
            name: 'Dwójka',
            description: '',
            beds: 3,
            roomNumber: 2,
            bedNumber: 1,
            spaceForMattress: true,
            bathroom: [],
            floor: 1,
          },
        ],
      },
    ],
  });

  beforeAll(async () => {
    env = await createProjectionEnv('lodging');
    bus = new CommandBus(env.store, randomUUID, { events: lodgingEvents });
    await run(retreatCenterDecider, retreatCenterStream(kept), {
      type: 'SaveRetreatCenter',
      data: { centerId: kept, branchId: branchA, ...center('Ośrodek A'), expectedVersion: null },
    });
    await run(retreatCenterDecider, retreatCenterStream(kept), {
      type: 'SaveRetreatCenter',
      data: { centerId: kept, branchId: branchA, ...center('Ośrodek B'), expectedVersion: 1 },
    });
    // A centre of no branch (as one saved before centres had branches reads) and one of branch B.
    await run(retreatCenterDecider, retreatCenterStream(legacy), {
      type: 'SaveRetreatCenter',
      data: { centerId: legacy, branchId: null, ...center('Ośrodek C'), expectedVersion: null },
    });
    await run(retreatCenterDecider, retreatCenterStream(elsewhere), {
      type: 'SaveRetreatCenter',
      data: { centerId: elsewhere, branchId: branchB, ...center('Ośrodek D'), expectedVersion: null },
    });
    await run(retreatCenterDecider, retreatCenterStream(gone), {
      type: 'SaveRetreatCenter',
      data: { centerId: gone, branchId: branchA, ...center('Stary'), expectedVersion: null },
    });
    await run(retreatCenterDecider, retreatCenterStream(gone), {
      type: 'DeleteRetreatCenter',
      data: { centerId: gone },
    });
    const stream = lodgingStream(session);
    const person = (type: 'participant' | 'child', id: string) => ({ type, id });
    await run(lodgingDecider, stream, {
      type: 'AssignPersonToRoom',
      data: { sessionId: session, person: person('participant', anna), roomId: room1 },
    });
    await run(lodgingDecider, stream, {
      type: 'AssignPersonToRoom',
      data: { sessionId: session, person: person('participant', jan), roomId: room1 },
    });
    await run(lodgingDecider, stream, {
      type: 'AssignPersonToRoom',
      data: { sessionId: session, person: person('participant', jan), roomId: room2 },
    });
    await run(lodgingDecider, stream, {
      type: 'AcceptPlacements',
      data: { sessionId: session, placements: [{ person: person('child', kid), roomId: room2 }] },
    });
    await run(lodgingDecider, stream, {
      type: 'RemovePersonFromRoom',
      data: { sessionId: session, person: person('participant', anna), roomId: room1 },
    });
    await run(lodgingDecider, stream, {
      type: 'NoteLodgingWishes',
      data: {
        sessionId: session,
        person: person('participant', jan),
        roommates: [person('child', kid)],
        notWith: [],
        needsStepFree: false,
        gender: null,
      },
    });
    await run(lodgingDecider, stream, {
      type: 'NoteLodgingWishes',
      data: {
        sessionId: session,
        person: person('participant', jan),
        roommates: [],
        notWith: [person('participant', anna)],
        needsStepFree: true,
        gender: 'MALE',
      },
    });
    if (!last) throw new Error('nothing appended');
    await waitForHead(env.store, last);
    await rebuildProjections({ ...env, batchSize: 2 }, projectors, 'all');
  });
  afterAll(() => env?.close());

  it('keeps the last save of each centre and leaves deleted ones out', async () => {
    expect(await shortRetreatCenters(env.db, [branchA])).toEqual([
      { id: { value: kept }, name: 'Ośrodek B', branchId: { value: branchA } },
      { id: { value: legacy }, name: 'Ośrodek C', branchId: null },
    ]);
    const [only] = await listRetreatCenters(env.db, [branchA]);
    // Saved twice: the version its editor sends back, also after a rebuild.
    expect(only).toMatchObject({ name: 'Ośrodek B', version: 2 });
    expect(only?.buildings[0]?.rooms.map((r) => [r.id.value, r.beds])).toEqual([
      [room1, 2],
      [room2, 3],
    ]);
    expect(await retreatCenterById(env.db, gone)).toBeNull();
  });

  it("lists a branch's centres and those of no branch to its staff, every centre to admins", async () => {
    const names = async (scope: 'all' | string[]) =>
      (await listRetreatCenters(env.db, scope)).map((c) => [c.name, c.branchId?.value ?? null]);
    expect(await names([branchB])).toEqual([
      ['Ośrodek C', null],
      ['Ośrodek D', branchB],
    ]);
    expect(await names([])).toEqual([['Ośrodek C', null]]);
    expect(await names('all')).toEqual([
      ['Ośrodek B', branchA],
      ['Ośrodek C', null],
      ['Ośrodek D', branchB],
    ]);
  });

  it('keeps one row per placed person: moves in place, removals gone', async () => {
    expect(await assignmentsOfSession(env.db, session)).toEqual([
      { person: { type: 'child', id: kid }, roomId: room2 },
      { person: { type: 'participant', id: jan }, roomId: room2 },
    ]);
  });

  it('keeps the last wishes noted for each person', async () => {
    expect(await wishesOfSession(env.db, session)).toEqual(
      new Map([
        [
          `participant:${jan}`,
          { roommates: [], notWith: [`participant:${anna}`], needsStepFree: true, gender: 'MALE' },
        ],
      ]),
    );
  });

  it('rebuilds to the same rows', async () => {
    const before = await dumpReadModels(env.db);
    expect(tablesWithoutRows(before, projectors)).toEqual([]);
    await rebuildProjections({ ...env, batchSize: 1 }, projectors, 'all');
    expect(await dumpReadModels(env.db)).toEqual(before);
  });
});
