import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../testing/wait.ts';
import { useFreshStore } from './fresh-store.testing.ts';

/**
 * Two pairs of transaction ids, each pair either side of a power of ten, all below `current` so that
 * the server counts them as long finished (readers hand out only ids below the oldest running
 * transaction). Derived from the server's own counter: a new cluster starts near 700, an old one may
 * be in the billions, and ids above the counter would be rightly held back as not yet committed.
 */
function idsAcrossDigitBoundaries(current: bigint): bigint[] {
  let upper = 10n;
  while (upper * 10n + 3n < current) upper *= 10n;
  if (upper < 100n || upper + 3n >= current)
    throw new Error(`transaction counter ${current} is too young for this test`);
  const lower = upper / 10n;
  // 8 and 13 for the first pair at the smallest: xid8 values from 3 up are ordinary transaction ids.
  return [lower - 2n, lower + 3n, upper - 2n, upper + 3n];
}

/**
 * Transaction ids cross a power of ten only now and then, so the contract suite caught a text
 * ordering of `transaction_id` only on some runs. Here rows carry chosen, long finished ids.
 */
describe('PostgresEventStore', () => {
  const fresh = useFreshStore('esorder', { poolSize: 2 });

  it('picks ids below the counter that cross a digit boundary as text', () => {
    expect(idsAcrossDigitBoundaries(750n)).toEqual([8n, 13n, 98n, 103n]);
    expect(idsAcrossDigitBoundaries(11_850n)).toEqual([998n, 1_003n, 9_998n, 10_003n]);
    expect(idsAcrossDigitBoundaries(100_004n)).toEqual([9_998n, 10_003n, 99_998n, 100_003n]);
    for (const current of [750n, 11_850n, 4_000_000_123n]) {
      const ids = idsAcrossDigitBoundaries(current);
      expect(ids.every((id) => id >= 3n && id < current)).toBe(true);
      const asText = ids.map(String);
      // The point of the pairs: text order and numeric order disagree.
      expect([...asText].sort()).not.toEqual(asText);
    }
  });

  describe('when transaction ids have different numbers of digits', () => {
    it('orders the log by transaction id as a number', async () => {
      const { rows } = await fresh.pool.query<{ current: string }>(
        'SELECT pg_current_xact_id()::text AS current',
      );
      const ids = idsAcrossDigitBoundaries(BigInt(rows[0]?.current ?? '0'));
      const metadata = {
        userId: null,
        correlationId: 'c',
        causationId: null,
        timestamp: '',
        schemaVersion: 1,
      };
      for (const [version, txid] of ids.entries()) {
        await fresh.pool.query(
          `INSERT INTO streams (stream_id, version) VALUES ('order', $1) ON CONFLICT (stream_id) DO UPDATE
             SET version = $1`,
          [version],
        );
        await fresh.pool.query(
          `INSERT INTO events (transaction_id, stream_id, stream_version, event_id, type, schema_version, data,
             metadata) VALUES ($1::text::xid8, 'order', $2, $3, 'Ordered', 1, '{}', $4)`,
          [txid.toString(), version, randomUUID(), JSON.stringify(metadata)],
        );
      }
      // Another test file's transaction that began before the counter was read holds the rows back a moment.
      const last = ids[ids.length - 1] as bigint;
      await waitFor(
        'the rows to be readable',
        async () => (await fresh.store.headPosition())?.commit === last,
      );
      const all = await fresh.store.readAll();
      expect(all.map((e) => e.position.commit)).toEqual(ids);
      const rest = await fresh.store.readAll({ after: all[1]?.position });
      expect(rest.map((e) => e.position.commit)).toEqual(ids.slice(2));
      expect((await fresh.store.headPosition())?.commit).toBe(last);
    });
  });
});
