import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { commitBatch, ensureCheckpoint } from '@cenacle/infra/runner/checkpoint.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import {
  type ScheduleCommand,
  scheduleDecider,
  scheduleEvents,
  scheduleStream,
} from '@cenacle/shared-domain/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpReadModels, tablesWithoutRows } from '../../testing/dump.ts';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { scheduleItemsProjector } from './schedule-items.projection.ts';
import { scheduleOfSession } from './schedule-items.queries.ts';

describe('The schedule items read model', () => {
  let env: ProjectionEnv;
  const sessionId = randomUUID();
  const [conference, lunch, alternative, servant] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const date = '2031-07-06';

  beforeAll(async () => {
    env = await createProjectionEnv('schedule_items');
    const bus = new CommandBus(env.store, randomUUID, { events: scheduleEvents });
    const run = (command: Omit<ScheduleCommand, 'metadata'>) =>
      bus.handle(
        scheduleDecider,
        scheduleStream(sessionId),
        { ...command, metadata: { userId: randomUUID(), now: '2031-07-01T10:00:00Z' } } as ScheduleCommand,
        { correlationId: randomUUID(), causationId: null },
      );
    const base = { sessionId, expectedVersion: null };
    await run({
      type: 'AddScheduleItem',
      data: {
        ...base,
        itemId: conference,
        date,
        name: 'Konferencja 1',
        type: 'CONFERENCE',
        durationSeconds: null,
      },
    });
    await run({
      type: 'AddScheduleItem',
      data: { ...base, itemId: lunch, date, name: 'Obiad', type: 'LUNCH', durationSeconds: null },
    });
    await run({ type: 'MoveScheduleItem', data: { ...base, itemId: lunch, toIndex: 0 } });
    await run({
      type: 'SplitScheduleItemByLevel',
      data: {
        ...base,
        itemId: conference,
        alternativeId: alternative,
        levels: ['II'],
        sessionLevels: ['I', 'II'],
      },
    });
    await run({
      type: 'AssignServantToScheduleItem',
      data: { ...base, itemId: conference, alternativeId: alternative, servantId: servant },
    });
    const events = await env.store.readStream(scheduleStream(sessionId));
    const from = await ensureCheckpoint(env.db, scheduleItemsProjector.name);
    // Two batches: the projector continues from what it stored.
    const middle = await commitBatch(env.db, scheduleItemsProjector, from, events.slice(0, 2));
    await commitBatch(env.db, scheduleItemsProjector, middle.position, events.slice(2));
  });
  afterAll(async () => env?.close());

  it('holds the day in order with its recomputed times, alternatives and servants', async () => {
    const { version, items } = await scheduleOfSession(env.db, sessionId);
    expect(version).toBe(5);
    expect(items.map((i) => [i.id, i.start, i.finish])).toEqual([
      [lunch, '08:00:00', '09:00:00'],
      [conference, '09:00:00', '10:00:00'],
    ]);
    expect(items[1]).toMatchObject({
      conferenceNumber: 1,
      levelScope: ['I'],
      alternatives: [{ id: alternative, levelScope: ['II'], servants: [servant] }],
    });
  });

  it('knows an empty schedule at version 0', async () => {
    expect(await scheduleOfSession(env.db, randomUUID())).toEqual({ version: 0, items: [] });
  });

  it('leaves the same rows when rebuilt from the log, however it is cut into batches', async () => {
    const live = await dumpReadModels(env.db);
    expect(tablesWithoutRows(live, [scheduleItemsProjector])).toEqual([]);
    await rebuildProjections({ ...env, batchSize: 1 }, [scheduleItemsProjector], 'all');
    expect(await dumpReadModels(env.db)).toEqual(live);
    await rebuildProjections({ ...env, batchSize: 500 }, [scheduleItemsProjector], 'all');
    expect(await dumpReadModels(env.db)).toEqual(live);
  });
});
