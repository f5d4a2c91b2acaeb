import { randomUUID } from 'node:crypto';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitForHead } from '@cenacle/infra/testing/wait.ts';
import type { Command, Decider, DomainEvent } from '@cenacle/shared-domain';
import {
  type PublicSessionValues,
  type SessionPriceValues,
  schoolSessionDecider,
  sessionPriceDecider,
  sessionPriceMinor,
  sessionPriceStream,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch, createSchoolSession, TREASURER_ID } from '../testing/commands.ts';
import { dumpReadModels, tablesWithoutRows } from '../testing/dump.ts';
import { createProjectionEnv, type ProjectionEnv } from '../testing/projection-env.ts';
import { branchesProjector } from './branches/branches.projection.ts';
import { publicSessionsProjector } from './public-sessions/public-sessions.projection.ts';
import {
  listPublicSessions,
  publicSessionById,
  publicSessionOf,
} from './public-sessions/public-sessions.queries.ts';
import { schoolSessionsProjector } from './school-sessions/school-sessions.projection.ts';
import { listSchoolSessions, schoolSessionById } from './school-sessions/school-sessions.queries.ts';
import { sessionPricesProjector } from './session-prices/session-prices.projection.ts';
import { pricesOfSession } from './session-prices/session-prices.queries.ts';

const projectors = [
  branchesProjector,
  schoolSessionsProjector,
  sessionPricesProjector,
  publicSessionsProjector,
];
const at = '2026-11-24T09:00:00.000Z';

describe('Session setup read models', () => {
  let env: ProjectionEnv;
  const branchId = randomUUID();
  const kept = randomUUID();
  const gone = randomUUID();
  const adultFood = randomUUID();
  const childFood = randomUUID();
  const removed = randomUUID();

  async function run<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    command: Omit<C, 'metadata'>,
  ) {
    const full = { ...command, metadata: { userId: TREASURER_ID, now: at } } as C;
    return env.bus.handle(decider, stream, full, { correlationId: randomUUID(), causationId: null });
  }
  const price = (priceId: string, values: SessionPriceValues) =>
    run(sessionPriceDecider, sessionPriceStream(priceId), {
      type: 'AddSessionPrice',
      data: { priceId, ...values },
    });
  const page: PublicSessionValues = {
    photo: null,
    address: 'ul. Leśna 5',
    contact: null,
    description: '<p>Lato</p>',
    registrationLink: `/session-registration?session=${kept}`,
    retreatCenterId: null,
    registrationDeadline: '2027-06-30T21:59:59.000Z',
    capacity: 30,
  };

  beforeAll(async () => {
    env = await createProjectionEnv('setup');
    await createBranch(
      env.bus,
      branchId,
      { name: 'Kraków', country: 'POL', city: 'Kraków', active: true, currencySign: 'zł' },
      at,
    );
    const session = {
      branchId,
      season: 'SUMMER' as const,
      dateFrom: '2027-07-01',
      dateTo: '2027-07-10',
      levels: [{ name: 'I' }],
    };
    await createSchoolSession(env.bus, kept, session, at);
    await createSchoolSession(env.bus, gone, { ...session, dateFrom: '2027-08-01', dateTo: null }, at);
    await run(schoolSessionDecider, sessionStream(kept), {
      type: 'ChangeSchoolSession',
      data: {
        sessionId: kept,
        ...session,
        season: 'AUTUMN',
        levels: [{ name: 'I' }, { name: 'II' }],
        expectedVersion: 1,
      },
    });
    const values = { sessionId: kept, description: null, ageFrom: null, ageTo: null };
    await price(adultFood, { ...values, type: 'FOOD', valueMinor: 15000 });
    await price(childFood, { ...values, type: 'FOOD', valueMinor: 8000, ageFrom: 3, ageTo: 12 });
    await price(removed, { ...values, type: 'DISCOUNT', valueMinor: 1000 });
    await run(sessionPriceDecider, sessionPriceStream(adultFood), {
      type: 'ChangeSessionPrice',
      data: {
        priceId: adultFood,
        ...values,
        type: 'FOOD',
        valueMinor: 16050,
        description: 'Wyżywienie',
        expectedVersion: 1,
      },
    });
    await run(sessionPriceDecider, sessionPriceStream(removed), {
      type: 'RemoveSessionPrice',
      data: { priceId: removed },
    });
    await run(schoolSessionDecider, sessionStream(kept), {
      type: 'SavePublicSession',
      data: { sessionId: kept, ...page, expectedVersion: null },
    });
    await run(schoolSessionDecider, sessionStream(gone), {
      type: 'SavePublicSession',
      data: { sessionId: gone, ...page, expectedVersion: null },
    });
    const last = await run(schoolSessionDecider, sessionStream(gone), {
      type: 'DeleteSchoolSession',
      data: { sessionId: gone },
    });
    if (last.position) await waitForHead(env.store, last.position);
    await rebuildProjections(env, projectors, 'all');
  }, 60_000);
  afterAll(() => env?.close());

  it('keeps an edited session as it now stands and flags a deleted one out of the lists', async () => {
    expect((await listSchoolSessions(env.db)).map((s) => s.id.value)).toEqual([kept]);
    expect(await schoolSessionById(env.db, kept)).toMatchObject({
      season: 'AUTUMN',
      levels: [{ name: 'I' }, { name: 'II' }],
    });
    expect(await schoolSessionById(env.db, gone)).toBeNull();
    const flags = await env.db
      .selectFrom('school_sessions')
      .select(['id', 'deleted'])
      .orderBy('date_from')
      .execute();
    expect(flags).toEqual([
      { id: kept, deleted: false },
      { id: gone, deleted: true },
    ]);
  });

  it('holds the price list as it now stands, priced by the pure rule', async () => {
    const list = await pricesOfSession(env.db, kept);
    expect(list).toEqual([
      {
        id: { value: adultFood },
        // Added, then changed once.
        version: 2,
        session: { value: kept },
        type: 'FOOD',
        value: 160.5,
        description: 'Wyżywienie',
        ageFrom: null,
        ageTo: null,
      },
      {
        id: { value: childFood },
        version: 1,
        session: { value: kept },
        type: 'FOOD',
        value: 80,
        description: null,
        ageFrom: 3,
        ageTo: 12,
      },
    ]);
    expect(sessionPriceMinor(list, { kind: 'adult' })).toBe(16050);
    expect(sessionPriceMinor(list, { kind: 'child', age: 7 })).toBe(8000);
  });

  it('answers the registration window, and unpublishes a deleted session', async () => {
    expect(await publicSessionOf(env.db, kept)).toEqual({
      sessionId: kept,
      registrationDeadline: '2027-06-30T21:59:59.000Z',
      capacity: 30,
      published: true,
    });
    expect(await publicSessionOf(env.db, gone)).toMatchObject({ published: false });
    expect(await publicSessionOf(env.db, randomUUID())).toBeNull();
    expect((await listPublicSessions(env.db)).map((p) => p.id.value)).toEqual([kept]);
    expect(await publicSessionById(env.db, gone)).toBeNull();
    // Saved once, whatever else its session's stream holds: the version its editor sends back.
    expect((await publicSessionById(env.db, kept))?.version).toBe(1);
    expect(await publicSessionById(env.db, kept)).toMatchObject({
      session: { season: 'AUTUMN', branch: { name: 'Kraków' } },
      priceList: [{ value: 160.5 }, { value: 80 }],
    });
  });

  it('leaves the same rows when rebuilt again, one event at a time', async () => {
    const before = await dumpReadModels(env.db);
    expect(tablesWithoutRows(before, projectors)).toEqual([]);
    await rebuildProjections({ ...env, batchSize: 1 }, projectors, 'all');
    expect(await dumpReadModels(env.db)).toEqual(before);
  });
});
