import { comparePositions, type Position, type RecordedEvent } from '../port.ts';
import type { Page } from './subscription.ts';

/** Events kept in memory at most; the oldest leave first. */
const DEFAULT_CAPACITY = 10_000;
/** Rows asked for when the tail reads on from its end: enough for every subscription's next page. */
const MIN_TAIL_READ = 512;

interface TailRead {
  /** The wake-up generation it started in: a read started before a wake-up may miss what it announced. */
  readonly generation: number;
  readonly from: Position;
  readonly done: Promise<Page>;
}

/**
 * The recent log, read once for all the subscriptions of a store (a projections process runs one
 * per projector). It holds every readable event after `base`, in log order, without a gap: readable
 * events are final (no commit can still land before them), so a page cut from it is the page the
 * database would answer.
 *
 * A subscription asking for the events after a position inside the tail gets them from memory. One
 * at its end waits for the single read that goes on from there (one per wake-up: a read started
 * before a wake-up may not see what it announced). One behind the tail (catching up from an old
 * checkpoint) reads the database itself; when that read reaches past the tail's end, the tail takes
 * the new events too, so the subscriptions that follow find them.
 */
export class LogTail {
  /** Where the tail starts (exclusive); null until a subscription first reads. */
  private base: Position | null = null;
  private events: RecordedEvent[] = [];
  private reading: TailRead | null = null;

  constructor(
    private readonly readPage: (after: Position, maxCount: number) => Promise<Page>,
    private readonly generation: () => number,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  /** The readable events after `after`, at most `maxCount`; `blocked` as `readPage` says it. */
  async page(after: Position, maxCount: number): Promise<Page> {
    // The first subscription to read starts the tail where it stands.
    if (this.base === null) this.base = after;
    const kept = this.cut(after, maxCount);
    if (kept) return kept;
    if (comparePositions(after, this.end()) === 0) {
      const page = await this.readOn(maxCount);
      // From the read itself when the tail no longer holds it (a read longer than the tail).
      const events = this.cut(after, maxCount)?.events ?? later(page.events, after).slice(0, maxCount);
      return { events, blocked: events.length === 0 && page.blocked };
    }
    // Behind the tail, or ahead of it (a tail left behind by every reader).
    const page = await this.readPage(after, maxCount);
    this.take(after, page.events);
    return { events: [...page.events], blocked: page.blocked };
  }

  /** Events after `after` from memory, or null when the tail has none to give. */
  private cut(after: Position, maxCount: number): Page | null {
    if (this.base === null || comparePositions(after, this.base) < 0) return null;
    const from = this.firstAfter(after);
    if (from >= this.events.length) return null;
    return { events: this.events.slice(from, from + maxCount), blocked: false };
  }

  /** The read on from the tail's end, shared by every subscription waiting there since the last wake-up. */
  private readOn(maxCount: number): Promise<Page> {
    const generation = this.generation();
    const from = this.end();
    const current = this.reading;
    if (current && current.generation === generation && comparePositions(current.from, from) === 0)
      return current.done;
    const done = this.readPage(from, Math.max(MIN_TAIL_READ, maxCount));
    const read: TailRead = { generation, from, done };
    this.reading = read;
    const forget = () => {
      if (this.reading === read) this.reading = null;
    };
    done.then((page) => {
      this.take(from, page.events);
      forget();
    }, forget);
    return done;
  }

  /**
   * Adds what a read after `after` answered: every readable event after `after`, up to its last. Joined
   * to the tail when that covers the tail's end; a read ahead of the tail starts it anew from there.
   */
  private take(after: Position, events: readonly RecordedEvent[]): void {
    const last = events[events.length - 1];
    if (comparePositions(after, this.end()) > 0) {
      this.base = after;
      this.events = [...events];
    } else if (last && comparePositions(last.position, this.end()) > 0) {
      this.events.push(...later(events, this.end()));
    }
    // Trimmed by a quarter at a time, so that not every read copies the whole tail.
    const over = this.events.length - this.capacity;
    if (over > this.capacity / 4) {
      this.base = (this.events[over - 1] as RecordedEvent).position;
      this.events = this.events.slice(over);
    }
  }

  private end(): Position {
    const last = this.events[this.events.length - 1];
    return last ? last.position : (this.base as Position);
  }

  /** Index of the first kept event after `after` (binary search: the tail is in log order). */
  private firstAfter(after: Position): number {
    let low = 0;
    let high = this.events.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (comparePositions((this.events[middle] as RecordedEvent).position, after) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

const later = (events: readonly RecordedEvent[], after: Position) =>
  events.filter((event) => comparePositions(event.position, after) > 0);
