import { describe, expect, it } from 'vitest';
import { ids, newEvent, newEvents, uniqueStream } from '../contract-fixtures.ts';
import {
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  WrongExpectedRevisionError,
} from '../port.ts';
import { EventIdConflictError } from './append.ts';
import { useFreshStore } from './fresh-store.testing.ts';

/** Settles to the result or the error, so that one failing append does not hide the others. */
function settle(attempt: Promise<AppendResult>): Promise<AppendResult | Error> {
  return attempt.catch((error: Error) => error);
}

/**
 * Group commit: with one append allowed in flight, every append made while it travels waits and
 * then goes with the others, as one transaction (they share its transaction id, `position.commit`).
 */
describe('PostgresEventStore group commit', () => {
  const fresh = useFreshStore('esgroup', { poolSize: 4, maxConcurrentAppends: 1 });

  const append = (stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision) =>
    settle(fresh.store.appendToStream(stream, events, { expectedRevision }));

  it('checks each append of a group against its own expectation: the conflicting ones fail alone', async () => {
    const atOne = uniqueStream('g');
    const atZero = uniqueStream('g');
    const existing = uniqueStream('g');
    const repeated = newEvents(2);
    const repeatedStream = uniqueStream('g');
    await fresh.store.appendToStream(atZero, [newEvent()], { expectedRevision: 'no_stream' });
    await fresh.store.appendToStream(atOne, newEvents(2), { expectedRevision: 'no_stream' });
    await fresh.store.appendToStream(existing, [newEvent()], { expectedRevision: 'no_stream' });
    const original = await fresh.store.appendToStream(repeatedStream, repeated, {
      expectedRevision: 'no_stream',
    });
    const groupsBefore = fresh.store.appender.stats.groups;

    const newStream = uniqueStream('g');
    const anyNew = uniqueStream('g');
    const missing = uniqueStream('g');
    const ahead = append(uniqueStream('g'), [newEvent()], 'no_stream');
    const grouped = await Promise.all([
      append(atZero, newEvents(3), 0n),
      append(atOne, [newEvent()], 0n),
      append(newStream, newEvents(2), 'no_stream'),
      append(anyNew, [newEvent()], 'any'),
      append(missing, [newEvent()], 'stream_exists'),
      append(existing, [newEvent()], 'no_stream'),
      append(existing, [newEvent()], 'stream_exists'),
      append(repeatedStream, repeated, 'no_stream'),
    ]);
    const first = await ahead;
    const [toZero, toOne, toFresh, toAnyNew, toMissing, noStreamOnExisting, sameStreamLater, repeat] =
      grouped;

    // The committed ones went together, after the one that was already travelling.
    expect(fresh.store.appender.stats.groups).toBeGreaterThan(groupsBefore);
    if (first instanceof Error) throw first;
    for (const result of [toZero, toFresh, toAnyNew]) {
      if (result instanceof Error) throw result;
      expect(result.position.commit).toBe((toZero as AppendResult).position.commit);
      expect(result.position.commit).not.toBe(first.position.commit);
    }
    expect(toZero).toMatchObject({ nextExpectedRevision: 3n });
    expect(toFresh).toMatchObject({ nextExpectedRevision: 1n });
    expect(toAnyNew).toMatchObject({ nextExpectedRevision: 0n });

    expect(toOne).toBeInstanceOf(WrongExpectedRevisionError);
    expect((toOne as WrongExpectedRevisionError).actual).toBe(1n);
    expect(toMissing).toBeInstanceOf(WrongExpectedRevisionError);
    expect((toMissing as WrongExpectedRevisionError).actual).toBe('no_stream');
    expect(noStreamOnExisting).toBeInstanceOf(WrongExpectedRevisionError);
    expect((noStreamOnExisting as WrongExpectedRevisionError).actual).toBe(0n);
    // Same stream as an append of the group: it waited for the next round trip, then committed.
    expect(sameStreamLater).toMatchObject({ nextExpectedRevision: 1n });
    expect(repeat).toEqual(original);

    expect(await fresh.store.readStream(atOne)).toHaveLength(2);
    expect(await fresh.store.readStream(missing)).toEqual([]);
    expect((await fresh.store.readStream(atZero)).map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
    expect(ids(await fresh.store.readStream(repeatedStream))).toEqual(ids(repeated));
  });

  it('numbers the events of a group in group order, gap-free in each stream', async () => {
    const streams = Array.from({ length: 6 }, () => uniqueStream('order'));
    const batches = streams.map((_, n) => newEvents(1 + (n % 3)));
    const ahead = fresh.store.appendToStream(uniqueStream('order'), [newEvent()]);
    const results = await Promise.all(streams.map((s, n) => fresh.store.appendToStream(s, batches[n] ?? [])));
    await ahead;
    const commits = new Set(results.map((r) => r.position.commit));
    expect(commits.size).toBe(1);
    const read = await Promise.all(streams.map((s) => fresh.store.readStream(s)));
    const positions = read.flat().map((e) => e.position.prepare);
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    read.forEach((events, n) => {
      expect(ids(events)).toEqual(ids(batches[n] ?? []));
      expect(events.map((e) => e.revision)).toEqual(events.map((_, k) => BigInt(k)));
      expect(results[n]?.position).toEqual(events[events.length - 1]?.position);
    });
  });

  it('tries each append alone when the group as a whole fails, so one bad append fails alone', async () => {
    const taken = newEvent();
    await fresh.store.appendToStream(uniqueStream('taken'), [taken]);
    const good = uniqueStream('good');
    const other = uniqueStream('good');
    const ahead = append(uniqueStream('ahead'), [newEvent()], 'any');
    const [clash, fine, alsoFine] = await Promise.all([
      // The same event id as one stored in another stream: neither a repeat nor allowed.
      append(uniqueStream('clash'), [newEvent(), taken], 'any'),
      append(good, newEvents(2), 'no_stream'),
      append(other, [newEvent()], 'any'),
    ]);
    await ahead;
    expect(clash).toBeInstanceOf(EventIdConflictError);
    expect(fine).toMatchObject({ nextExpectedRevision: 1n });
    expect(alsoFine).toMatchObject({ nextExpectedRevision: 0n });
    expect(await fresh.store.readStream(good)).toHaveLength(2);
  });
});
