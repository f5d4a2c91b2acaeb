import { randomUUID } from 'node:crypto';
import { commitBatch, ensureCheckpoint } from '@cenacle/infra/runner/checkpoint.ts';
import { waitForHead } from '@cenacle/infra/testing/wait.ts';
import { mailDecider, mailStream } from '@cenacle/shared-domain/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { outboxProjector } from './outbox.projection.ts';
import { findOutboxMail, listOutbox } from './outbox.queries.ts';

let env: ProjectionEnv;
beforeAll(async () => {
  env = await createProjectionEnv('outbox');
});
afterAll(async () => env?.close());

const meta = () => ({ userId: randomUUID(), now: new Date().toISOString() });
const ctx = () => ({ correlationId: randomUUID(), causationId: null });

describe('outbox projection', () => {
  it('shows a mail from its request through a failed attempt to its delivery', async () => {
    const mailId = randomUUID();
    const branchId = randomUUID();
    const stream = mailStream(mailId);
    const data = {
      mailId,
      personId: randomUUID(),
      recipient: 'anna@example.org',
      language: 'en' as const,
      template: 'invitation' as const,
      params: { name: 'Anna', link: 'https://x.test' },
      branchId,
    };
    await env.bus.handle(mailDecider, stream, { type: 'RequestMail', data, metadata: meta() }, ctx());
    const queued = {
      mailId,
      personId: data.personId,
      subject: 'Your invitation',
      text: 'Hello',
      html: '<p>Hello</p>',
    };
    await env.bus.handle(mailDecider, stream, { type: 'QueueMail', data: queued, metadata: meta() }, ctx());
    const failed = {
      mailId,
      personId: data.personId,
      attempt: 1,
      smtpResponse: '451 try later',
      final: false,
    };
    await env.bus.handle(
      mailDecider,
      stream,
      { type: 'RecordMailDeliveryFailed', data: failed, metadata: meta() },
      ctx(),
    );
    const delivered = { mailId, personId: data.personId, attempt: 2, smtpResponse: '250 OK' };
    const { position } = await env.bus.handle(
      mailDecider,
      stream,
      { type: 'RecordMailDelivered', data: delivered, metadata: meta() },
      ctx(),
    );
    // Another test file's open transaction may hold back the readable head for a moment.
    if (position) await waitForHead(env.store, position);
    const events = await env.store.readAll({ maxCount: 1000 });
    const start = await ensureCheckpoint(env.db, outboxProjector.name);
    await commitBatch(env.db, outboxProjector, start, events);
    const mail = await findOutboxMail(env.db, mailId);
    expect(mail).toMatchObject({
      state: 'DELIVERED',
      attempts: 2,
      subject: 'Your invitation',
      text: 'Hello',
    });
    expect(mail?.timeline.map((t) => [t.type, t.attempt, t.smtpResponse])).toEqual([
      ['MailRequested', null, null],
      ['MailQueued', null, null],
      ['MailDeliveryFailed', 1, '451 try later'],
      ['MailDelivered', 2, '250 OK'],
    ]);
    expect((await listOutbox(env.db, { branchIds: [branchId] }, { offset: 0, limit: 10 })).length).toBe(1);
    expect(await listOutbox(env.db, { branchIds: [randomUUID()] }, { offset: 0, limit: 10 })).toEqual([]);
  });
});
