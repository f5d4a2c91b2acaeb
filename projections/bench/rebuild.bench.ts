/**
 * `npm run bench:rebuild`: fills a database of its own with a log of 100,000 events (treasurers
 * recording, correcting and voiding payments in 40 session ledgers, as the deciders would), then
 * rebuilds every projector from it, one after the other, and prints events/s per projector: the
 * whole log replayed over the time the rebuild took. Aim: 20,000 events/s or more.
 */
import { randomUUID } from 'node:crypto';
import { loadConfig } from '@cenacle/infra/config/config.ts';
import { orExit, positive, readWholeNumbers } from '@cenacle/infra/config/settings.ts';
import type { NewEvent } from '@cenacle/infra/eventstore/port.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { createTestDatabase } from '@cenacle/infra/testing/test-database.ts';
import type { PaymentCategory, PaymentValues } from '@cenacle/shared-domain/accounting';
import { ledgerStream, PAYMENT_CATEGORIES } from '@cenacle/shared-domain/accounting';
import { prepareProjections } from '../src/prepare.ts';
import { allProjectors } from '../src/read-models.ts';
import { seededRandom } from '../src/testing/ledger-traffic.ts';

const { BENCH_EVENTS: EVENTS } = orExit(() =>
  readWholeNumbers(process.env, { BENCH_EVENTS: positive(100_000) }),
);
const SESSIONS = 40;
const EVENTS_PER_APPEND = 250;
const AIM = 20_000;

/** Ledger events of one session, as the ledger decider would decide them. */
function* ledgerEvents(sessionId: string, count: number, next: () => number): Generator<NewEvent> {
  const open = new Map<string, PaymentValues>();
  const metadata = () => ({
    userId: '00000000-0000-4000-8000-0000000000aa',
    correlationId: randomUUID(),
    causationId: null,
    timestamp: new Date(Date.UTC(2026, 6, 1) + Math.floor(next() * 86_400_000)).toISOString(),
    schemaVersion: 1,
  });
  const values = (): PaymentValues => {
    const category = PAYMENT_CATEGORIES[Math.floor(next() * PAYMENT_CATEGORIES.length)] as PaymentCategory;
    return {
      category,
      amountMinor: 100 + Math.floor(next() * 50_000),
      description: `p${Math.floor(next() * 1e6)}`,
    };
  };
  for (let n = 0; n < count; n++) {
    const roll = next();
    const ids = [...open.keys()];
    const paymentId = ids[Math.floor(next() * ids.length)];
    const before = paymentId ? open.get(paymentId) : undefined;
    if (!paymentId || !before || roll < 0.6) {
      const id = randomUUID();
      const v = values();
      open.set(id, v);
      yield {
        id: randomUUID(),
        type: 'PaymentRecorded',
        data: { paymentId: id, sessionId, participantId: null, ...v },
        metadata: metadata(),
      };
    } else if (roll < 0.85) {
      const after = values();
      open.set(paymentId, after);
      yield {
        id: randomUUID(),
        type: 'PaymentCorrected',
        data: { paymentId, sessionId, before, after },
        metadata: metadata(),
      };
    } else {
      open.delete(paymentId);
      yield {
        id: randomUUID(),
        type: 'PaymentVoided',
        data: { paymentId, sessionId, reason: 'bench', before },
        metadata: metadata(),
      };
    }
  }
}

async function main(): Promise<void> {
  const database = await createTestDatabase('rebuild');
  const resources = await prepareProjections(
    { ...loadConfig({}), databaseUrl: database.url },
    'cenacle-rebuild-bench',
  );
  try {
    const started = performance.now();
    const perSession = Math.ceil(EVENTS / SESSIONS);
    let written = 0;
    await Promise.all(
      Array.from({ length: SESSIONS }, async (_, s) => {
        const sessionId = `00000000-0000-4000-8000-${String(s).padStart(12, '0')}`;
        const count = Math.min(perSession, EVENTS - s * perSession);
        let batch: NewEvent[] = [];
        // Each session draws from its own seeded generator: the same payments every run (the ids are
        // random, and the sessions' appends interleave as they come).
        for (const event of ledgerEvents(sessionId, Math.max(0, count), seededRandom(13 + s))) {
          batch.push(event);
          if (batch.length === EVENTS_PER_APPEND) {
            await resources.store.appendToStream(ledgerStream(sessionId), batch);
            written += batch.length;
            batch = [];
          }
        }
        if (batch.length > 0) {
          await resources.store.appendToStream(ledgerStream(sessionId), batch);
          written += batch.length;
        }
      }),
    );
    console.log(`log: ${written} events written in ${Math.round(performance.now() - started)} ms`);

    const rows = [];
    for (const projector of allProjectors) {
      const [result] = await rebuildProjections(resources, allProjectors, projector.name);
      if (!result) continue;
      rows.push({
        projector: result.projection,
        'events applied': result.eventsApplied,
        ms: result.durationMs,
        'log events/s': Math.round(written / (result.durationMs / 1000)),
      });
    }
    console.table(rows);
    const slowest = rows.reduce((min, row) => Math.min(min, row['log events/s']), Number.POSITIVE_INFINITY);
    console.log(
      `aim: ${AIM} events/s per projector → slowest ${slowest}/s: ${slowest >= AIM ? 'met' : 'NOT met'}`,
    );
  } finally {
    await resources.close();
    await database.drop();
  }
}

await main();
