import { Writable } from 'node:stream';
import { createLogger } from '@cenacle/infra/observability/logger.ts';
import { mailStream } from '@cenacle/shared-domain/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkersEnv, eventually, type WorkersEnv } from '../testing/workers-env.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('a mail caused by a request', () => {
  const lines: Record<string, unknown>[] = [];
  let env: WorkersEnv;

  beforeAll(async () => {
    env = await createWorkersEnv(REDIS_URL, 'mailcorr');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n'))
          if (line.startsWith('{')) lines.push(JSON.parse(line));
        done();
      },
    });
    env.startWorkers({ logger: createLogger({ level: 'info' }, sink) });
  });
  afterAll(async () => env?.close());

  it('carries the request correlation id into its events and the workers log lines', async () => {
    const correlationId = `request-${Date.now()}`;
    const mailId = await env.requestMail({ correlationId });
    await eventually(async () => (await env.mailEvents(mailId)).some((e) => e.type === 'MailDelivered'));

    const events = await env.store.readStream(mailStream(mailId));
    expect(events.map((e) => [e.type, e.metadata.correlationId])).toEqual([
      ['MailRequested', correlationId],
      ['MailQueued', correlationId],
      ['MailDelivered', correlationId],
    ]);
    await eventually(() => lines.some((line) => line.msg === 'mail sent'));
    const mine = lines.filter((line) => line.mailId === mailId);
    expect(mine.map((line) => [line.msg, line.correlationId])).toEqual([
      ['mail queued', correlationId],
      ['mail sent', correlationId],
    ]);
  });
});
