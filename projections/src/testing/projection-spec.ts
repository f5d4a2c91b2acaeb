import { randomUUID } from 'node:crypto';
import { checkpointReached } from '@cenacle/infra/db/checkpoints.ts';
import type { TableName } from '@cenacle/infra/db/schema.ts';
import type { NewEvent, Position } from '@cenacle/infra/eventstore/port.ts';
import { commitIsolatingFailure } from '@cenacle/infra/runner/apply-failure.ts';
import { ensureCheckpoint } from '@cenacle/infra/runner/checkpoint.ts';
import type { Projector } from '@cenacle/infra/runner/projector.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitFor } from '@cenacle/infra/testing/wait.ts';
import type { DomainEvent, EventCatalog } from '@cenacle/shared-domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { readModels } from '../read-models.ts';
import type { ProjectionEnv } from './projection-env.ts';

/** An event as a spec gives it: the stream it is appended to, and who wrote it when (metadata). */
export type GivenEvent<E extends DomainEvent = DomainEvent> = E & {
  readonly stream: string;
  /** The event's timestamp; SPEC_TIME when left out. */
  readonly at?: string;
  readonly userId?: string | null;
  /**
   * An older schema version, as a former release wrote the event: then stored as given, unchecked
   * (today's schema would refuse it), for the projector to upcast. Today's version when left out.
   */
  readonly schemaVersion?: number;
};

export const SPEC_TIME = '2026-11-29T09:00:00.000Z';

/**
 * How long a step or a rebuild waits for committed events to become readable. A transaction left open
 * anywhere on the server holds the readable log back; failing with that reason, inside the test's own
 * time limit, says more than the test timing out.
 */
const UNREADABLE_LOG_TIMEOUT_MS = 40_000;

export interface ProjectionSpecOptions {
  /** The projectors under test, each fed the log through its own checkpoint. */
  readonly projectors: readonly Projector[];
  /** The schemas of the events the specs give: checked, versioned and sealed as the bus does. */
  readonly events: EventCatalog;
  /** Events per batch when a step is projected (every event of a step in one batch by default). */
  readonly batchSize?: number;
}

/** Rows a spec expects: each table's rows where the columns hold the values given, in its key's order. */
export type Where = Readonly<Record<string, unknown>>;

export interface SpecStep<E extends DomainEvent> {
  /** Events appended after the earlier ones and projected in batches of their own, on top of their rows. */
  when(...events: GivenEvent<E>[]): SpecStep<E>;
  /**
   * Appends and projects this step's events (once, however often it is asked), then expects exactly
   * these rows of `table` where the `where` columns hold their values, in the read model's key order.
   */
  thenRows(table: TableName, where: Where, rows: readonly unknown[]): Promise<void>;
  /** The rows a query reads once this step's events are projected: for what a plain row list cannot say. */
  read<T>(query: (env: ProjectionEnv) => Promise<T>): Promise<T>;
  /**
   * Once this step's events are projected: every row of the projectors' tables (every spec's so far),
   * then the same after a rebuild from the log one event per batch, and again in one large batch. Each
   * table must hold rows, so the step's own events must give some: the comparison then means something
   * even when its test runs alone. Answers the live rows.
   */
  thenRebuildEqualsLive(): Promise<Record<string, unknown[]>>;
}

/**
 * Projection specs in emmett's shape, against the real projector and a real PostgreSQL database:
 * `spec.given(events).when(events).thenRows(table, where, rows)`.
 *
 * Events are appended to the file's event store with the metadata the command bus gives (schema
 * version, timestamp, user, correlation) and checked and sealed by the same catalog, so they are
 * recorded exactly as the write side records them. Each step is then projected the way the runner
 * does it (the same `commitIsolatingFailure`, batch and checkpoint in one transaction), starting from
 * the projector's checkpoint, so later steps update rows the earlier ones left. Several specs may share
 * one file's environment when their ids differ: `where` picks a spec's rows.
 */
export function projectionSpec<E extends DomainEvent>(
  env: () => ProjectionEnv,
  options: ProjectionSpecOptions,
) {
  const append = async (events: readonly GivenEvent<E>[]): Promise<void> => {
    const { events: catalog } = options;
    for (const { stream, at = SPEC_TIME, userId = null, schemaVersion, ...event } of events) {
      const older = schemaVersion !== undefined && schemaVersion < catalog.version(event.type);
      const checked = older ? (event as DomainEvent) : catalog.check(event as DomainEvent);
      const personal = older ? null : catalog.personal(checked);
      const erases = older ? null : catalog.erases(checked);
      const recorded: NewEvent = {
        id: randomUUID(),
        type: checked.type,
        data: checked.data,
        metadata: {
          userId,
          correlationId: randomUUID(),
          causationId: null,
          timestamp: at,
          schemaVersion: schemaVersion ?? catalog.version(checked.type),
        },
        ...(personal ? { personal } : {}),
        ...(erases ? { erases } : {}),
      };
      await env().store.appendToStream(stream, [recorded]);
    }
  };

  const project = async (): Promise<void> => {
    const { store, db } = env();
    const end = await store.endPosition();
    if (!end) return;
    for (const projector of options.projectors) {
      const handles = new Set(projector.handles);
      let position: Position = await ensureCheckpoint(db, projector.name);
      // Committed is not yet readable while an older transaction (any test file's) is still open.
      await waitFor(
        `${projector.name} at the end of the log`,
        async () => {
          while (!checkpointReached(position, end)) {
            const events = await store.readAll({ after: position, maxCount: options.batchSize ?? 10_000 });
            if (events.length === 0) return false;
            position = (await commitIsolatingFailure(db, projector, position, events, handles)).position;
          }
          return true;
        },
        UNREADABLE_LOG_TIMEOUT_MS,
      );
    }
  };

  const rowsOf = async (table: TableName, where: Where): Promise<unknown[]> => {
    const key = keyOf(table);
    const conditions = Object.entries(where).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
    const filter = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
    const order = sql.join(key.map((column) => sql.ref(column)));
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT * FROM ${sql.table(table)} ${filter} ORDER BY ${order}`.execute(env().db);
    return rows;
  };

  const step = (previous: (() => Promise<void>) | null, events: readonly GivenEvent<E>[]): SpecStep<E> => {
    let done: Promise<void> | null = null;
    const run = () => {
      done ??= (async () => {
        if (previous) await previous();
        await append(events);
        await project();
      })();
      return done;
    };
    return {
      when: (...later) => step(run, later),
      async thenRows(table, where, rows) {
        await run();
        expect(await rowsOf(table, where)).toEqual(rows);
      },
      async read(query) {
        await run();
        return query(env());
      },
      async thenRebuildEqualsLive() {
        await run();
        return rebuildEqualsLive();
      },
    };
  };

  const rebuildEqualsLive = async (): Promise<Record<string, unknown[]>> => {
    const tables = options.projectors.flatMap((p) => p.tables);
    const dump = async () => {
      const all: Record<string, unknown[]> = {};
      for (const table of tables) all[table] = await rowsOf(table, {});
      return all;
    };
    const live = await dump();
    const empty = tables.filter((table) => live[table]?.length === 0);
    expect(empty, 'tables without rows: the comparison would prove nothing').toEqual([]);
    for (const batchSize of [1, undefined]) {
      const deps = { ...env(), timeoutMs: UNREADABLE_LOG_TIMEOUT_MS, ...(batchSize ? { batchSize } : {}) };
      await rebuildProjections(deps, options.projectors, 'all');
      expect(await dump()).toEqual(live);
    }
    return live;
  };

  return {
    given: (...events: GivenEvent<E>[]): SpecStep<E> => step(null, events),
  };
}

/** The key a read model declares for its table: dumps and spec rows come in its order. */
function keyOf(table: TableName): readonly string[] {
  for (const readModel of readModels) {
    const key = readModel.keys[table];
    if (key) return key;
  }
  throw new Error(`No read model declares a key for the table ${table}`);
}
