import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitForHead } from '@cenacle/infra/testing/wait.ts';
import { type Command, type Decider, type DomainEvent, mergeCatalogs } from '@cenacle/shared-domain';
import {
  type ConferenceValues,
  conferenceDecider,
  conferenceServantsDecider,
  conferenceServantsStream,
  conferenceStream,
  conferencesEvents,
} from '@cenacle/shared-domain/conferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjector } from '../../identity/users/users.projection.ts';
import { registerUser, testEvents } from '../../testing/commands.ts';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import * as servantsOfRemoved from './conference-servants-of-removed.migration.ts';
import { conferencesProjector } from './conferences.projection.ts';
import { assignmentsOfSession, listConferences } from './conferences.queries.ts';

const at = '2026-11-24T09:00:00.000Z';
const all = { levels: null, lang: null, season: null, sessionId: null };

describe('The conferences read model', () => {
  let env: ProjectionEnv;
  let bus: CommandBus;
  const sessionId = randomUUID();
  const [first, second, third, gone] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const [ewa, adam] = [randomUUID(), randomUUID()];

  async function run<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    command: Omit<C, 'metadata'>,
  ) {
    const full = { ...command, metadata: { userId: ewa, now: at } } as C;
    return bus.handle(decider, stream, full, { correlationId: randomUUID(), causationId: null });
  }
  const add = (values: Omit<ConferenceValues, 'files' | 'lang'> & { lang?: 'pl' | 'en' }) =>
    run(conferenceDecider, conferenceStream(values.conferenceId), {
      type: 'AddConference',
      data: { lang: 'pl', files: [{ fileId: randomUUID(), fileName: `k${values.number}` }], ...values },
    });
  const assign = (conferenceId: string, userId: string, type = 'AssignServantToConference') =>
    run(conferenceServantsDecider, conferenceServantsStream(sessionId), {
      type: type as 'AssignServantToConference',
      data: { sessionId, conferenceId, userId },
    });

  beforeAll(async () => {
    env = await createProjectionEnv('conf');
    bus = new CommandBus(env.store, randomUUID, { events: mergeCatalogs([testEvents, conferencesEvents]) });
    for (const [userId, firstName] of [
      [ewa, 'Ewa'],
      [adam, 'Adam'],
    ] as const) {
      await registerUser(
        bus,
        {
          userId,
          login: `${firstName.toLowerCase()}-${userId.slice(0, 6)}`,
          email: `${userId}@example.org`,
          firstName,
          lastName: 'Test',
          passwordHash: '$argon2id$stand-in',
          authorities: ['SERVANT', 'USER'],
          branchIds: [],
          langKey: 'pl',
          activated: true,
        },
        at,
      );
    }
    await add({ conferenceId: second, name: 'Druga', number: 2, level: 'I', season: 'WINTER' });
    await add({ conferenceId: first, name: 'Pierwsza', number: 1, level: 'I', season: 'WINTER' });
    await add({ conferenceId: third, name: 'Third', number: 1, level: 'II', season: 'SUMMER', lang: 'en' });
    await add({ conferenceId: gone, name: 'Usunięta', number: 3, level: 'I', season: 'WINTER' });
    await assign(gone, adam);
    await run(conferenceDecider, conferenceStream(gone), {
      type: 'RemoveConference',
      data: { conferenceId: gone },
    });
    await assign(gone, ewa); // after the removal: nothing to give any more
    await assign(first, adam);
    await assign(first, ewa);
    await assign(second, ewa);
    const last = await assign(second, ewa, 'UnassignServantFromConference');
    if (last.position) await waitForHead(env.store, last.position);
    await rebuildProjections(env, [usersProjector, conferencesProjector], 'all');
  }, 60_000);
  afterAll(() => env?.close());

  it('lists the catalogue by season, level and number, filtered', async () => {
    expect((await listConferences(env.db, all)).map((c) => c.name)).toEqual(['Third', 'Pierwsza', 'Druga']);
    const winter = await listConferences(env.db, { ...all, season: 'WINTER', levels: ['i'] });
    expect(winter.map((c) => c.number)).toEqual([1, 2]);
    expect(await listConferences(env.db, { ...all, lang: 'en' })).toMatchObject([
      { name: 'Third', files: [{ fileName: 'k1' }] },
    ]);
    expect(await listConferences(env.db, { ...all, levels: [] })).toEqual([]);
  });

  it('carries the servants of a session in the order they were assigned', async () => {
    const withServants = await listConferences(env.db, { ...all, season: 'WINTER', sessionId });
    expect(withServants.map((c) => c.servants.map((s) => s.firstname))).toEqual([['Adam', 'Ewa'], []]);
  });

  it('forgets the servants of a removed conference: a copy into another session does not bring them', async () => {
    expect(await assignmentsOfSession(env.db, sessionId)).toEqual([
      { conferenceId: first, userId: adam },
      { conferenceId: first, userId: ewa },
    ]);
    const left = await env.db
      .selectFrom('conference_servants')
      .select('user_id')
      .where('conference_id', '=', gone)
      .execute();
    expect(left).toEqual([]);
  });

  it('drops, on migrating, the servants an earlier projector kept for conferences since removed', async () => {
    const orphan = { session_id: randomUUID(), conference_id: randomUUID(), user_id: randomUUID(), seq: 1 };
    await env.db.insertInto('conference_servants').values(orphan).execute();
    await servantsOfRemoved.up(env.db as never);
    const left = await env.db
      .selectFrom('conference_servants')
      .select('user_id')
      .where('conference_id', '=', orphan.conference_id)
      .execute();
    expect(left).toEqual([]);
  });
});
