import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitForHead } from '@cenacle/infra/testing/wait.ts';
import {
  type ConferenceMove,
  conferencePlanDecider,
  conferencePlanStream,
  conferencesEvents,
  type MoveConference,
} from '@cenacle/shared-domain/conferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { conferencePlansProjector } from './conference-plans.projection.ts';
import { planColumnsOfSession } from './conference-plans.queries.ts';

const at = '2026-11-24T09:00:00.000Z';

describe('The conference plans read model', () => {
  let env: ProjectionEnv;
  let bus: CommandBus;
  const sessionId = randomUUID();
  const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
  const catalogue = [
    { conferenceId: a, name: 'Miłość Boga' },
    { conferenceId: b, name: 'Grzech' },
    { conferenceId: c, name: 'Zbawienie' },
  ];
  const versions = new Map<string, number>();

  async function move(m: Omit<ConferenceMove, 'lang'>) {
    const move = { ...m, lang: 'pl' };
    const command: MoveConference = {
      type: 'MoveConference',
      data: { sessionId, season: 'SUMMER', move, expectedVersion: versions.get(m.level) ?? 0, catalogue },
      metadata: { userId: randomUUID(), now: at },
    };
    const handled = await bus.handle(conferencePlanDecider, conferencePlanStream(sessionId), command, {
      correlationId: randomUUID(),
      causationId: null,
    });
    versions.set(m.level, (versions.get(m.level) ?? 0) + 1);
    return handled;
  }

  beforeAll(async () => {
    env = await createProjectionEnv('plans');
    bus = new CommandBus(env.store, randomUUID, { events: conferencesEvents });
    await move({ conferenceId: c, oldIndex: 2, newIndex: 0, action: 'MOVED', level: 'I' });
    await move({ conferenceId: a, oldIndex: 1, newIndex: 1, action: 'MERGED', level: 'I' });
    await move({ conferenceId: c, oldIndex: 0, newIndex: -1, action: 'MOVED', level: 'I' });
    await move({ conferenceId: a, oldIndex: 0, newIndex: 0, action: 'MERGED', level: 'II' });
    const last = await move({ conferenceId: a, oldIndex: 0, newIndex: 0, action: 'UNGROUPED', level: 'II' });
    if (last.position) await waitForHead(env.store, last.position);
    await rebuildProjections(env, [conferencePlansProjector], 'all');
  }, 60_000);
  afterAll(() => env?.close());

  it('holds each column as the moves left it, with its version', async () => {
    const [first, second] = await planColumnsOfSession(env.db, sessionId);
    expect(first).toMatchObject({ level: 'I', lang: 'pl', version: 3 });
    expect(first?.entries).toEqual([
      {
        conferenceId: a,
        name: 'Miłość Boga; Grzech',
        origins: [
          { conferenceId: a, name: 'Miłość Boga' },
          { conferenceId: b, name: 'Grzech' },
        ],
      },
    ]);
    expect(first?.removed).toEqual([{ conferenceId: c, name: 'Zbawienie', origins: [] }]);
    expect(second).toMatchObject({ level: 'II', version: 2 });
    expect(second?.entries.map((e) => e.conferenceId)).toEqual([a, b, c]);
    expect(await planColumnsOfSession(env.db, randomUUID())).toEqual([]);
  });
});
