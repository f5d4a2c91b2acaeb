import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import type { Position } from '@cenacle/infra/eventstore/port.ts';
import { PAYMENT_CATEGORIES, type PaymentCategory } from '@cenacle/shared-domain/accounting';
import { correctPayment, recordPayment, runLedgerCommand, voidPayment } from './commands.ts';

/** A small deterministic generator (mulberry32), so a failing run can be repeated. */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Treasurers at work: records, corrects (across income and expense categories) and voids payments in a
 * few sessions, one command every `pauseMs` or so, until stopped. Answers the position of the last event.
 */
export function startLedgerTraffic(bus: CommandBus, sessions: readonly string[], seed = 7, pauseMs = 10) {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const active = new Map<string, string[]>(sessions.map((s) => [s, []]));
  let stopped = false;
  let last: Position | null = null;
  let count = 0;

  const step = async () => {
    const session = pick(sessions);
    const payments = active.get(session) ?? [];
    const now = new Date().toISOString();
    const category: PaymentCategory = pick(PAYMENT_CATEGORIES);
    const amount = 100 + Math.floor(next() * 50_000);
    const roll = next();
    if (payments.length === 0 || roll < 0.6) {
      const id = randomUUID();
      payments.push(id);
      return runLedgerCommand(
        bus,
        recordPayment(session, id, category, amount, now, { description: `p${count}` }),
      );
    }
    const id = pick(payments);
    if (roll < 0.85)
      return runLedgerCommand(bus, correctPayment(session, id, category, amount, now, `c${count}`));
    payments.splice(payments.indexOf(id), 1);
    return runLedgerCommand(bus, voidPayment(session, id, `void ${count}`, now));
  };

  const done = (async () => {
    while (!stopped) {
      const position = await step();
      if (position) last = position;
      count += 1;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();

  return {
    get count() {
      return count;
    },
    /** Stops after the command in flight; answers the position of the last appended event. */
    async stop(): Promise<Position | null> {
      stopped = true;
      await done;
      return last;
    },
  };
}
