import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { mergeCatalogs } from '@cenacle/shared-domain';
import { identityEvents, personDecider, personStream } from '@cenacle/shared-domain/identity';
import { mailEvents } from '@cenacle/shared-domain/mail';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkersEnv, eventually, type WorkersEnv } from '../testing/workers-env.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('mail of an erased person', () => {
  let env: WorkersEnv;

  beforeAll(async () => {
    env = await createWorkersEnv(REDIS_URL, 'mailerase');
  });
  afterAll(async () => {
    await env?.close();
  });

  it('keeps no address or message in Redis, and sends nothing once the person is erased', async () => {
    const personId = randomUUID();
    const recipient = `bozydar.${personId.slice(0, 8)}@example.org`;
    // Only the reactor runs: the job waits in Redis, as it would with busy or stopped consumers.
    const reactors = env.startWorkers({ jobs: false });
    const mailId = await env.requestMail({
      personId,
      recipient,
      params: { name: 'Bożydar', link: 'https://x.test' },
    });
    await eventually(async () => (await env.mailEvents(mailId)).some((e) => e.type === 'MailQueued'));
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    try {
      const keys = await redis.keys(`${env.queuePrefix}:*`);
      expect(keys.length).toBeGreaterThan(0);
      let stored = '';
      for (const key of keys) {
        if ((await redis.type(key)) === 'hash') stored += JSON.stringify(await redis.hgetall(key));
      }
      expect(stored).toContain(mailId);
      expect(stored).not.toContain(recipient);
      expect(stored).not.toContain('Bożydar');
    } finally {
      redis.disconnect();
    }
    await reactors.stop();

    const bus = new CommandBus(env.store, randomUUID, {
      events: mergeCatalogs([mailEvents, identityEvents]),
    });
    await bus.handle(
      personDecider,
      personStream(personId),
      {
        type: 'ErasePerson',
        data: { personId },
        metadata: { userId: randomUUID(), now: new Date().toISOString() },
      },
      { correlationId: randomUUID(), causationId: null },
    );
    env.startWorkers();
    await eventually(async () => (await env.mailEvents(mailId)).some((e) => e.type === 'MailDeliveryFailed'));
    const failed = (await env.mailEvents(mailId)).find((e) => e.type === 'MailDeliveryFailed');
    expect(failed?.data).toMatchObject({ final: true, personId });
    expect(env.smtp.received.filter((m) => m.mailId === mailId)).toEqual([]);
  });
});
