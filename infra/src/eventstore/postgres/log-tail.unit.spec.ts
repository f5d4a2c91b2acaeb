import { describe, expect, it } from 'vitest';
import { comparePositions, LOG_START, type Position, type RecordedEvent } from '../port.ts';
import { LogTail } from './log-tail.ts';
import type { Page } from './subscription.ts';

const event = (n: number): RecordedEvent => ({
  id: `e${n}`,
  type: 'Happened',
  data: { n },
  metadata: {
    userId: null,
    correlationId: 'c',
    causationId: null,
    timestamp: '2026-01-01T00:00:00Z',
    schemaVersion: 1,
  },
  streamId: `s${n % 7}`,
  revision: BigInt(n),
  // Transactions commit several events each: positions are not consecutive numbers.
  position: { commit: BigInt(Math.floor(n / 3) * 10), prepare: BigInt(n) },
});

/**
 * A log as the database answers it: `readable` events can be read; a read answers those after the
 * position asked, up to the count, and says `blocked` when committed events wait behind them.
 */
class ScriptedLog {
  readonly events: RecordedEvent[] = [];
  readable = 0;
  committed = 0;
  reads: Position[] = [];
  private held: (() => void)[] = [];
  holding = false;

  grow(readable: number, committed = readable): void {
    while (this.events.length < committed) this.events.push(event(this.events.length));
    this.readable = readable;
    this.committed = committed;
  }

  readonly readPage = async (after: Position, maxCount: number): Promise<Page> => {
    this.reads.push(after);
    if (this.holding) await new Promise<void>((resolve) => this.held.push(resolve));
    const all = this.events.slice(0, this.readable).filter((e) => comparePositions(e.position, after) > 0);
    const events = all.slice(0, maxCount);
    return { events, blocked: events.length === all.length && this.committed > this.readable };
  };

  release(): void {
    this.holding = false;
    for (const resolve of this.held.splice(0)) resolve();
  }
}

const ids = (page: Page) => page.events.map((e) => e.id);

describe('LogTail', () => {
  it('serves every subscription at its end from one read per wake-up', async () => {
    const log = new ScriptedLog();
    log.grow(10);
    let generation = 0;
    const tail = new LogTail(log.readPage, () => generation);
    log.holding = true;
    const pages = Array.from({ length: 5 }, () => tail.page(LOG_START, 100));
    log.release();
    for (const page of await Promise.all(pages)) expect(ids(page)).toHaveLength(10);
    expect(log.reads).toHaveLength(1);

    // All caught up at the end: the next commit wakes them, and one read serves them all again.
    const end = (await pages[0])?.events[9]?.position as Position;
    log.grow(14);
    generation += 1;
    log.holding = true;
    const next = Array.from({ length: 5 }, () => tail.page(end, 100));
    // A wake-up while that read is on its way: a subscription asking now needs a read started after it.
    generation += 1;
    const late = tail.page(end, 100);
    log.release();
    for (const page of await Promise.all([...next, late]))
      expect(ids(page)).toEqual(['e10', 'e11', 'e12', 'e13']);
    expect(log.reads).toHaveLength(3);
  });

  it('answers from memory the pages the database would answer, for subscriptions anywhere in it', async () => {
    const log = new ScriptedLog();
    log.grow(300, 320);
    const tail = new LogTail(log.readPage, () => 0);
    const reference = new ScriptedLog();
    reference.grow(300, 320);
    // Readers at every kind of place: the start, inside, the end, between two positions of one transaction.
    const starts: Position[] = [
      LOG_START,
      log.events[40]?.position as Position,
      { commit: 55n, prepare: 0n },
    ];
    for (const start of starts) {
      let after = start;
      for (;;) {
        const [mine, theirs] = await Promise.all([tail.page(after, 37), reference.readPage(after, 37)]);
        expect(ids(mine)).toEqual(ids(theirs));
        expect(mine.blocked || mine.events.length > 0).toBe(theirs.blocked || theirs.events.length > 0);
        const last = mine.events[mine.events.length - 1];
        if (!last) break;
        after = last.position;
      }
    }
    // The first reader read the log; the two after it found every page in memory.
    expect(log.reads.length).toBeLessThan(reference.reads.length / 2);
  });

  it('lets a subscription behind the tail read the database, and keeps what it read past the end', async () => {
    const log = new ScriptedLog();
    log.grow(100);
    const tail = new LogTail(log.readPage, () => 0, 40);
    // One subscription reads to the end: the tail keeps at most 40 + 10 of what it saw.
    let after = LOG_START;
    for (let page = await tail.page(after, 25); page.events.length > 0; page = await tail.page(after, 25))
      after = page.events[page.events.length - 1]?.position as Position;
    const readsBefore = log.reads.length;
    // Another starts from the beginning: the first pages are older than the tail and come from the database.
    const old = await tail.page(LOG_START, 25);
    expect(ids(old)).toEqual(Array.from({ length: 25 }, (_, n) => `e${n}`));
    expect(log.reads.length).toBe(readsBefore + 1);

    // New events, read first by a subscription behind the tail: it reads the database, the tail keeps them.
    log.grow(130);
    const behind = await tail.page(log.events[20]?.position as Position, 200);
    expect(ids(behind)[0]).toBe('e21');
    expect(ids(behind)).toHaveLength(109);
    const readsNow = log.reads.length;
    const atOldEnd = await tail.page(after, 100);
    expect(ids(atOldEnd)).toEqual(Array.from({ length: 30 }, (_, n) => `e${100 + n}`));
    expect(log.reads.length).toBe(readsNow);
  });

  it('says blocked only when nothing is readable and committed events wait', async () => {
    const log = new ScriptedLog();
    log.grow(3, 5);
    const tail = new LogTail(log.readPage, () => 0);
    const first = await tail.page(LOG_START, 10);
    expect(ids(first)).toEqual(['e0', 'e1', 'e2']);
    const waiting = await tail.page(first.events[2]?.position as Position, 10);
    expect(waiting).toEqual({ events: [], blocked: true });
    log.grow(5);
    const freed = await tail.page(first.events[2]?.position as Position, 10);
    expect(freed).toMatchObject({ blocked: false });
    expect(ids(freed)).toEqual(['e3', 'e4']);
  });
});
