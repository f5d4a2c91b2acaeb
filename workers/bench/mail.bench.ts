import { orExit, positive, readWholeNumbers } from '@cenacle/infra/config/settings.ts';
import { readCheckpoint } from '@cenacle/infra/db/checkpoints.ts';
import { comparePositions } from '@cenacle/infra/eventstore/port.ts';
import { resetProjector } from '@cenacle/infra/runner/checkpoint.ts';
import { MAIL_REACTOR } from '@cenacle/shared-domain/mail';
import { createWorkersEnv, eventually } from '../src/testing/workers-env.ts';

/**
 * `npm run bench:mail`: 1,000 invitations through the reactor, the queue and nodemailer to a local
 * SMTP listener, on a database and queue prefix of its own. Prints mails/s and the time from the
 * MailRequested append to the listener's receipt; then replays the reactor from the start of the log
 * and prints how many mails the listener received twice (must be 0).
 */
const { BENCH_MAILS: MAILS } = orExit(() => readWholeNumbers(process.env, { BENCH_MAILS: positive(1_000) }));
const IN_FLIGHT = 50;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const env = await createWorkersEnv(REDIS_URL, 'benchmail');
try {
  let workers = env.startWorkers();
  const requestedAt = new Map<string, number>();
  const started = performance.now();
  const startedWall = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < MAILS) {
        next++;
        const before = Date.now();
        const mailId = await env.requestMail({ language: (['pl', 'en', 'uk', 'de'] as const)[next % 4] });
        requestedAt.set(mailId, before);
      }
    }),
  );
  const appended = performance.now();
  await eventually(() => env.smtp.received.length >= MAILS, 300_000);
  const elapsedS = (performance.now() - started) / 1000;
  const latencies = env.smtp.received
    .map((m) => (m.mailId ? m.at - (requestedAt.get(m.mailId) ?? startedWall) : Number.NaN))
    .filter((n) => Number.isFinite(n))
    .sort((a, b) => a - b);
  console.log(`mails:                 ${MAILS}`);
  console.log(`requests appended in:  ${((appended - started) / 1000).toFixed(2)} s`);
  console.log(`delivered in:          ${elapsedS.toFixed(2)} s`);
  console.log(`throughput:            ${(MAILS / elapsedS).toFixed(1)} mails/s`);
  console.log(`event → delivered p50: ${percentile(latencies, 50)} ms`);
  console.log(`event → delivered p99: ${percentile(latencies, 99)} ms`);

  // Replay: the reactor from position 0, every MailRequested handled again.
  await workers.stop();
  await resetProjector(env.db, { name: MAIL_REACTOR, handles: [], tables: [], apply: async () => {} });
  const end = await env.store.endPosition();
  const replayStarted = performance.now();
  workers = env.startWorkers();
  await eventually(async () => {
    const at = await readCheckpoint(env.db, MAIL_REACTOR);
    return at !== null && end !== null && comparePositions(at, end) >= 0;
  }, 300_000);
  const replayS = (performance.now() - replayStarted) / 1000;
  // Jobs a replay would have added run at once; give them time to reach the listener.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const counts = new Map<string | null, number>();
  for (const m of env.smtp.received) counts.set(m.mailId, (counts.get(m.mailId) ?? 0) + 1);
  const twice = [...counts.values()].filter((n) => n > 1).length;
  console.log(`replay of the reactor: ${replayS.toFixed(2)} s`);
  console.log(`received twice:        ${twice}`);
  await workers.stop();
  if (twice > 0) process.exitCode = 1;
} finally {
  await env.close();
}
// Idle sockets of the SMTP pool or BullMQ may linger a while; the figures are printed.
process.exit();
