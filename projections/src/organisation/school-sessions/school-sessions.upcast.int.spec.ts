import { randomUUID } from 'node:crypto';
import { commitBatch, ensureCheckpoint } from '@cenacle/infra/runner/checkpoint.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { schoolSessionsProjector } from './school-sessions.projection.ts';

/**
 * Events are never rewritten: a SchoolSessionCreated written before levels became objects (version 1,
 * `levels: ["I", "II"]`) stays in the log as it was and is upcast each time it is read.
 */
describe('A version 1 SchoolSessionCreated in the log', () => {
  let env: ProjectionEnv;
  const sessionId = randomUUID();
  const branchId = randomUUID();

  beforeAll(async () => {
    env = await createProjectionEnv('upcast');
    await env.store.appendToStream(
      `session-${sessionId}`,
      [
        {
          id: randomUUID(),
          type: 'SchoolSessionCreated',
          data: { sessionId, branchId, season: 'SUMMER', dateFrom: null, dateTo: null, levels: ['I', 'II'] },
          metadata: {
            userId: null,
            correlationId: randomUUID(),
            causationId: null,
            timestamp: '2026-01-05T10:00:00.000Z',
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  });
  afterAll(async () => env?.close());

  it('is projected in today’s shape', async () => {
    const events = await env.store.readStream(`session-${sessionId}`);
    expect(events[0]?.data).toMatchObject({ levels: ['I', 'II'] });
    const from = await ensureCheckpoint(env.db, schoolSessionsProjector.name);
    await commitBatch(env.db, schoolSessionsProjector, from, events);
    const row = await env.db
      .selectFrom('school_sessions')
      .select(['levels', 'season'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ levels: ['I', 'II'], season: 'SUMMER' });
  });
});
