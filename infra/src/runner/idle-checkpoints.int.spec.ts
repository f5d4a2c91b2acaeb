import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCheckpoint } from '../db/checkpoints.ts';
import { createDb } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { readProjectionFailure, recordProjectionFailure } from '../db/projection-failures.ts';
import { parseReadModelChanged, READ_MODEL_CHANGED_CHANNEL } from '../db/read-model-changed.ts';
import { formatPosition, type Position } from '../eventstore/port.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { waitFor } from '../testing/wait.ts';
import { ensureCheckpoint, StaleCheckpointError } from './checkpoint.ts';
import { IdleCheckpoints } from './idle-checkpoints.ts';
import { ReadModelNotifier } from './notifier.ts';
import { silentLogger } from './projector.ts';

const at = (commit: number, prepare: number): Position => ({
  commit: BigInt(commit),
  prepare: BigInt(prepare),
});

describe('Checkpoints of batches with nothing to apply, and their announcements', () => {
  let database: TestDatabase;
  let db: ReturnType<typeof createDb>;

  beforeAll(async () => {
    database = await createTestDatabase('idle');
    db = createDb(database.url);
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('moves many checkpoints together, each only from the one its projector expects', async () => {
    const names = ['idle-a', 'idle-b', 'idle-c', 'idle-d'];
    for (const name of names) await ensureCheckpoint(db, name);
    const idle = new IdleCheckpoints(db);
    const start = at(-1, -1);
    // Another runner moved idle-c on meanwhile: its compare-and-set fails, alone.
    await idle.advance('idle-c', start, at(5, 5));
    const outcomes = await Promise.all(
      names.map((name) =>
        idle.advance(name, start, at(7, 9)).then(
          () => 'moved',
          (error: unknown) => error,
        ),
      ),
    );
    expect(outcomes[0]).toBe('moved');
    expect(outcomes[1]).toBe('moved');
    expect(outcomes[2]).toBeInstanceOf(StaleCheckpointError);
    expect(outcomes[3]).toBe('moved');
    expect(await readCheckpoint(db, 'idle-a')).toEqual(at(7, 9));
    expect(await readCheckpoint(db, 'idle-c')).toEqual(at(5, 5));
  });

  it('forgets a recorded failure once the checkpoint has passed it, and keeps it before', async () => {
    const idle = new IdleCheckpoints(db);
    await ensureCheckpoint(db, 'idle-failed');
    await recordProjectionFailure(db, 'idle-failed', {
      eventId: '00000000-0000-4000-8000-000000000001',
      eventType: 'Broken',
      position: at(20, 20),
      error: 'boom',
    });
    await idle.advance('idle-failed', at(-1, -1), at(10, 10));
    expect(await readProjectionFailure(db, 'idle-failed')).toMatchObject({ eventType: 'Broken' });
    await idle.advance('idle-failed', at(10, 10), at(20, 25));
    expect(await readProjectionFailure(db, 'idle-failed')).toBeNull();
  });

  it('announces the positions of several projectors in one notification', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN ${READ_MODEL_CHANGED_CHANNEL}`);
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    try {
      const notifier = new ReadModelNotifier(pool, silentLogger);
      notifier.committed('ledger', at(3, 4));
      notifier.committed('ledger-audit', at(3, 4));
      notifier.committed('ledger', at(3, 5));
      await notifier.flush();
      await waitFor('the notification', () => heard.length >= 1);
      expect(heard).toHaveLength(1);
      expect(
        parseReadModelChanged(heard[0]).sort((a, b) => a.projection.localeCompare(b.projection)),
      ).toEqual([
        { projection: 'ledger', position: formatPosition(at(3, 5)) },
        { projection: 'ledger-audit', position: formatPosition(at(3, 4)) },
      ]);
    } finally {
      await listener.end();
      await pool.end();
    }
  });
});
