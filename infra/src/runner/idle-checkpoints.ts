import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Position } from '../eventstore/port.ts';
import { StaleCheckpointError } from './checkpoint.ts';

interface Move {
  readonly name: string;
  readonly expected: Position;
  readonly to: Position;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Checkpoint moves of batches a projector has nothing to apply from (none of their events is of a type
 * it handles), for all the projectors of a runner: most projectors skip most events, and each would
 * otherwise spend a transaction of its own per batch. Moves waiting while one transaction runs go
 * together in the next: one compare-and-set statement over all of them, each row moved only from the
 * checkpoint its projector expects (the others fail alone with StaleCheckpointError, as in
 * `commitBatch`), a recorded failure forgotten once passed, and no wait for the disk where the runner's pool
 * commits asynchronously (see `commitBatch`).
 */
export class IdleCheckpoints {
  private queue: Move[] = [];
  private flushing = false;

  constructor(private readonly db: Kysely<Database>) {}

  advance(name: string, expected: Position, to: Position): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ name, expected, to, resolve, reject });
      if (this.flushing) return;
      this.flushing = true;
      // After the turn of the event loop: the projectors handed one shared page all ask in it, and
      // go in one transaction rather than the first alone and the others after it.
      setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const moves = this.queue;
        this.queue = [];
        try {
          const moved = await this.move(moves);
          for (const m of moves) {
            if (moved.has(m.name)) m.resolve();
            else m.reject(new StaleCheckpointError(m.name, m.expected));
          }
        } catch (error) {
          for (const m of moves) m.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Answers the names whose checkpoint moved. One projector appears at most once (it awaits its move). */
  private async move(moves: readonly Move[]): Promise<Set<string>> {
    const column = (pick: (m: Move) => bigint) => moves.map((m) => pick(m).toString());
    const names = moves.map((m) => m.name);
    // One statement, atomic on its own: no transaction (and its round trips) around it.
    const passed = sql`(v.commit, v.prepare) >= (c.failed_commit_position, c.failed_prepare_position)`;
    const keep = (name: string) => sql`CASE WHEN ${passed} THEN NULL ELSE ${sql.ref(`c.${name}`)} END`;
    const { rows } = await sql<{ name: string }>`UPDATE projection_checkpoints AS c SET
        commit_position = v.commit,
        prepare_position = v.prepare,
        updated_at = now(),
        failed_event_id = ${keep('failed_event_id')},
        failed_event_type = ${keep('failed_event_type')},
        failed_commit_position = ${keep('failed_commit_position')},
        failed_prepare_position = ${keep('failed_prepare_position')},
        failed_error = ${keep('failed_error')},
        failed_at = ${keep('failed_at')}
      FROM unnest(${names}::text[], ${column((m) => m.expected.commit)}::bigint[],
        ${column((m) => m.expected.prepare)}::bigint[], ${column((m) => m.to.commit)}::bigint[],
        ${column((m) => m.to.prepare)}::bigint[]) AS v(name, expected_commit, expected_prepare, commit, prepare)
      WHERE c.name = v.name
        AND (c.commit_position, c.prepare_position) = (v.expected_commit, v.expected_prepare)
      RETURNING c.name`.execute(this.db);
    return new Set(rows.map((row) => row.name));
  }
}
