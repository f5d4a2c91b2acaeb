import { randomUUID } from 'node:crypto';
import { waitFor } from '../testing/wait.ts';
import {
  type AppendResult,
  comparePositions,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  formatPosition,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from './port.ts';

export interface ContractContext {
  readonly store: EventStore;
  teardown(): Promise<void>;
  /**
   * Appends like `appendToStream`, but keeps the writing transaction open `holdMs` after the rows
   * are written, so that later appends commit before it: positions commit out of order. Only
   * adapters where that can happen (PostgreSQL) provide it.
   */
  readonly slowAppend?: (
    streamId: string,
    events: readonly NewEvent[],
    expectedRevision: ExpectedRevision,
    holdMs: number,
  ) => Promise<AppendResult>;
}

export function uniqueStream(category: string): string {
  return `${category}-${randomUUID()}`;
}

export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    userId: 'user-1',
    correlationId: randomUUID(),
    causationId: null,
    timestamp: new Date().toISOString(),
    schemaVersion: 1,
    ...overrides,
  };
}

export function newEvent(type = 'TestHappened', data: unknown = { n: 1 }): NewEvent {
  return { id: randomUUID(), type, data, metadata: testMetadata() };
}

export function newEvents(count: number, type = 'TestHappened'): NewEvent[] {
  return Array.from({ length: count }, (_, n) => newEvent(type, { n }));
}

export function ids(events: readonly { readonly id: string }[]): string[] {
  return events.map((e) => e.id);
}

/** Collects what a subscription delivers and notes any position that does not strictly increase. */
export class Collector {
  readonly events: RecordedEvent[] = [];
  caughtUpCount = 0;
  orderViolation: string | null = null;
  private last: Position | null = null;

  constructor(private readonly keep: (event: RecordedEvent) => boolean = () => true) {}

  readonly handler = async (batch: readonly RecordedEvent[]): Promise<void> => {
    for (const event of batch) {
      if (this.last && comparePositions(this.last, event.position) >= 0 && !this.orderViolation) {
        this.orderViolation = `${formatPosition(event.position)} delivered after ${formatPosition(this.last)}`;
      }
      this.last = event.position;
      if (this.keep(event)) this.events.push(event);
    }
  };

  readonly onCaughtUp = (): void => {
    this.caughtUpCount += 1;
  };

  async waitFor(what: string, condition: () => boolean, timeoutMs = 15_000): Promise<void> {
    await waitFor(what, condition, timeoutMs).catch(() => {
      throw new Error(`Timed out waiting for ${what} (${this.events.length} events collected)`);
    });
  }

  waitForCount(count: number, timeoutMs?: number): Promise<void> {
    return this.waitFor(`${count} events`, () => this.events.length >= count, timeoutMs);
  }
}

/**
 * Waits until `readAll` reaches `position`. It may lag behind an append: it never passes a
 * transaction still running anywhere in the database cluster (see the PostgreSQL adapter).
 */
export async function untilReadable(
  store: EventStore,
  position: Position,
  timeoutMs = 15_000,
): Promise<void> {
  await waitFor(
    `readAll to reach ${formatPosition(position)}`,
    async () => {
      const head = await store.headPosition();
      return head !== null && comparePositions(head, position) >= 0;
    },
    timeoutMs,
  );
}
