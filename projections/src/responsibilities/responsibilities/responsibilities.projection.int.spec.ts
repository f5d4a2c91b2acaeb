import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitForHead } from '@cenacle/infra/testing/wait.ts';
import { mergeCatalogs } from '@cenacle/shared-domain';
import {
  type ResponsibilityCommand,
  responsibilitiesEvents,
  responsibilityDecider,
  responsibilityStream,
} from '@cenacle/shared-domain/responsibilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjector } from '../../identity/users/users.projection.ts';
import { registerUser, testEvents } from '../../testing/commands.ts';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { responsibilitiesProjector } from './responsibilities.projection.ts';
import { responsibilitiesOfSession } from './responsibilities.queries.ts';

const at = '2026-11-24T09:00:00.000Z';
const metadata = { userId: randomUUID(), now: at };

describe('The responsibilities read model', () => {
  let env: ProjectionEnv;
  let bus: CommandBus;
  const sessionId = randomUUID();
  const leader = randomUUID();
  const keeper = randomUUID();
  const gone = randomUUID();
  const anna = randomUUID();
  const jan = randomUUID();

  const run = async (command: Omit<ResponsibilityCommand, 'metadata'>) => {
    const full = { ...command, metadata } as ResponsibilityCommand;
    const stream = responsibilityStream(full.data.responsibilityId);
    return bus.handle(responsibilityDecider, stream, full, {
      correlationId: randomUUID(),
      causationId: null,
    });
  };
  const add = (responsibilityId: string, name: string, type: 'SESSION_LEADER' | 'LEVEL_KEEPER' | null) =>
    run({ type: 'AddResponsibility', data: { responsibilityId, sessionId, name, type, level: null } });
  const link = (responsibilityId: string, userId: string, level: string | null) => ({
    responsibilityId,
    sessionId,
    userId,
    level,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('resp');
    bus = new CommandBus(env.store, randomUUID, {
      events: mergeCatalogs([testEvents, responsibilitiesEvents]),
    });
    for (const [userId, firstName, lastName] of [
      [anna, 'Anna', 'Nowak'],
      [jan, 'Jan', 'Kowal'],
    ] as const) {
      await registerUser(
        bus,
        {
          userId,
          login: `${firstName.toLowerCase()}.${userId.slice(0, 6)}`,
          email: `${userId}@example.org`,
          firstName,
          lastName,
          passwordHash: '$argon2id$stand-in',
          authorities: ['SERVANT', 'USER'],
          branchIds: [],
          langKey: 'pl',
          activated: true,
        },
        at,
      );
    }
    await add(leader, 'Prowadzący', 'SESSION_LEADER');
    await add(keeper, 'Opiekun poziomu', 'LEVEL_KEEPER');
    await add(gone, 'Usunięta', null);
    await run({ type: 'ConnectServant', data: link(leader, anna, null) });
    await run({ type: 'ConnectServant', data: link(keeper, anna, 'I') });
    await run({ type: 'ConnectServant', data: link(keeper, jan, 'II') });
    await run({ type: 'ConnectServant', data: link(keeper, jan, 'I') });
    await run({ type: 'DisconnectServant', data: link(keeper, jan, 'I') });
    await run({ type: 'ConnectServant', data: link(gone, jan, null) });
    await run({
      type: 'ChangeResponsibility',
      data: { responsibilityId: leader, sessionId, name: 'Lider sesji', type: 'SESSION_LEADER', level: null },
    });
    const last = await run({ type: 'RemoveResponsibility', data: { responsibilityId: gone } });
    if (last.position) await waitForHead(env.store, last.position);
    await rebuildProjections(env, [usersProjector, responsibilitiesProjector], 'all');
  }, 60_000);
  afterAll(() => env?.close());

  it('lists the session’s responsibilities by name with their servants and connection ids', async () => {
    const list = await responsibilitiesOfSession(env.db, sessionId);
    expect(list.map((r) => [r.name, r.type])).toEqual([
      ['Lider sesji', 'SESSION_LEADER'],
      ['Opiekun poziomu', 'LEVEL_KEEPER'],
    ]);
    expect(list[0]?.servants).toEqual([
      { connectionId: leader, level: null, user: { value: anna }, firstname: 'Anna', lastname: 'Nowak' },
    ]);
    expect(list[1]?.servants.map((s) => [s.connectionId, s.firstname])).toEqual([
      [`${keeper}__II`, 'Jan'],
      [`${keeper}__I`, 'Anna'],
    ]);
  });

  it('keeps nothing of a removed responsibility, and nothing of another session', async () => {
    const servants = await env.db
      .selectFrom('responsibility_servants')
      .selectAll()
      .where('responsibility_id', '=', gone)
      .execute();
    expect(servants).toEqual([]);
    expect(await responsibilitiesOfSession(env.db, randomUUID())).toEqual([]);
  });
});
