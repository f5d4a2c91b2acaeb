import type pg from 'pg';
import {
  READ_MODEL_CHANGED_CHANNEL,
  type ReadModelChanged,
  readModelChangedPayloads,
} from '../db/read-model-changed.ts';
import { formatPosition, type Position } from '../eventstore/port.ts';
import type { ProjectionLogger } from './projector.ts';

/** At most one NOTIFY per projector in this interval: each NOTIFY serialises committers on a global lock. */
const INTERVAL_MS = 5;

/**
 * Announces committed positions on READ_MODEL_CHANGED_CHANNEL, after the commit and coalesced: within an
 * interval only the latest position of each projector is sent, and the projectors due together share
 * one notification. A lost NOTIFY only delays listeners, who can always read the checkpoint table.
 */
export class ReadModelNotifier {
  private readonly pending = new Map<string, Position>();
  private readonly lastSentAt = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: ProjectionLogger,
  ) {}

  committed(projection: string, position: Position): void {
    this.pending.set(projection, position);
    this.schedule();
  }

  /** Sends whatever is pending now (on shutdown). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.send([...this.pending.keys()]);
    await Promise.all(this.inFlight);
  }

  private schedule(): void {
    if (this.timer) return;
    const now = Date.now();
    let wait = Number.POSITIVE_INFINITY;
    for (const name of this.pending.keys()) {
      wait = Math.min(wait, (this.lastSentAt.get(name) ?? 0) + INTERVAL_MS - now);
    }
    if (wait === Number.POSITIVE_INFINITY) return;
    this.timer = setTimeout(() => this.tick(), Math.max(0, wait));
  }

  private tick(): void {
    this.timer = null;
    const now = Date.now();
    const due = [...this.pending.keys()].filter((n) => (this.lastSentAt.get(n) ?? 0) + INTERVAL_MS <= now);
    this.send(due);
    this.schedule();
  }

  /** One round trip and one notification for all (more only past PostgreSQL's payload limit). */
  private send(names: readonly string[]): void {
    const projections: string[] = [];
    const changes: ReadModelChanged[] = [];
    for (const projection of names) {
      const position = this.pending.get(projection);
      if (!position) continue;
      this.pending.delete(projection);
      this.lastSentAt.set(projection, Date.now());
      projections.push(projection);
      changes.push({ projection, position: formatPosition(position) });
    }
    if (changes.length === 0) return;
    const payloads = readModelChangedPayloads(changes);
    const sent = this.pool
      .query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [
        READ_MODEL_CHANGED_CHANNEL,
        payloads,
      ])
      .then(
        () => undefined,
        (error: unknown) =>
          this.logger.warn({ projections, err: error }, 'read model change notification failed'),
      );
    this.inFlight.add(sent);
    void sent.then(() => this.inFlight.delete(sent));
  }
}
