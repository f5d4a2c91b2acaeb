import { readCheckpoint } from '@cenacle/infra/db/checkpoints.ts';
import { comparePositions } from '@cenacle/infra/eventstore/port.ts';
import { MAIL_REACTOR, mailStream } from '@cenacle/shared-domain/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, OwnRedis } from '../testing/own-redis.ts';
import { createWorkersEnv, eventually, type WorkersEnv } from '../testing/workers-env.ts';

describe('mail while Redis is down', () => {
  let redis: OwnRedis;
  let env: WorkersEnv;

  beforeAll(async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    env = await createWorkersEnv(redis.url, 'mailredis');
  });
  afterAll(async () => {
    // Redis back first, so the workers' connections can close cleanly.
    await redis?.start();
    await env?.close();
    await redis?.stop();
  });

  it('accepts the command, holds the mail while Redis is away and sends it once Redis is back', async () => {
    env.startWorkers();
    const first = await env.requestMail();
    await eventually(() => env.smtp.received.some((m) => m.mailId === first));

    await redis.stop();
    const started = Date.now();
    const mailId = await env.requestMail({ recipient: 'waits@example.org' });
    // The command did not wait for Redis.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await env.mailEvents(mailId)).map((e) => e.type)).toContain('MailRequested');
    // The waiting reactor holds no transaction: the log stays readable for every other subscriber.
    // (Polled: another test file's transaction may hold the head back a moment; a reactor holding one
    // while Redis is away would hold it back until Redis returns, past this wait.)
    const later = await env.requestMail();
    await eventually(async () => {
      const readable = await env.store.readAll({ maxCount: 10_000 });
      return readable.some((e) => e.streamId === mailStream(later));
    }, 5_000);
    // The reactor is held at the waiting mail (its checkpoint has not passed it, so a restart would
    // take it up again), and nothing of it reached the SMTP server.
    const [requested] = await env.store.readStream(mailStream(mailId));
    const checkpoint = await readCheckpoint(env.db, MAIL_REACTOR);
    expect(checkpoint && requested && comparePositions(checkpoint, requested.position)).toBeLessThan(0);
    expect(env.smtp.received.some((m) => m.mailId === mailId)).toBe(false);

    await redis.start();
    await eventually(() => env.smtp.received.some((m) => m.mailId === mailId), 30_000);
    await eventually(async () => (await env.mailEvents(mailId)).some((e) => e.type === 'MailDelivered'));
    expect(env.smtp.received.filter((m) => m.mailId === mailId)).toHaveLength(1);
    expect(env.smtp.received.find((m) => m.mailId === mailId)?.to).toEqual(['waits@example.org']);
  });
});
