import { randomUUID } from 'node:crypto';
import type { Position } from '@cenacle/infra/eventstore/port.ts';
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

/** Projects the log up to `position` (events projected already change nothing). */
async function projectUpTo(position: Position | null): Promise<void> {
  // Another test file's open transaction may hold back the readable head for a moment.
  if (position) await waitForHead(env.store, position);
  const events = await env.store.readAll({ maxCount: 1000 });
  const start = await ensureCheckpoint(env.db, outboxProjector.name);
  await commitBatch(env.db, outboxProjector, start, events);
}

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
    await projectUpTo(position);
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

  it('stores every link of a mail with its token masked, whatever kind of link it is', async () => {
    const mailId = randomUUID();
    const personId = randomUUID();
    const stream = mailStream(mailId);
    const token = 'Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4OTAtYWJjZGVm';
    const feed = `https://cenacle.example/api/my-responsibilities.ics?session=${mailId}&token=${token}`;
    const confirm = `https://cenacle.example/confirm-email/${token}`;
    const request = {
      mailId,
      personId,
      recipient: 'piotr@example.org',
      language: 'pl' as const,
      template: 'invitation' as const,
      params: { name: 'Piotr', link: confirm },
      branchId: randomUUID(),
    };
    await env.bus.handle(
      mailDecider,
      stream,
      { type: 'RequestMail', data: request, metadata: meta() },
      ctx(),
    );
    const queued = {
      mailId,
      personId,
      subject: 'Potwierdź adres',
      text: `Kalendarz: ${feed}\nPotwierdź: ${confirm}`,
      html: `<p>Kalendarz: ${feed.replace('&', '&#38;')}<br>Potwierdź: ${confirm}</p>`,
    };
    await env.bus.handle(mailDecider, stream, { type: 'QueueMail', data: queued, metadata: meta() }, ctx());
    const failed = { mailId, personId, attempt: 1, smtpResponse: `550 rejected ${confirm}`, final: true };
    const { position } = await env.bus.handle(
      mailDecider,
      stream,
      { type: 'RecordMailDeliveryFailed', data: failed, metadata: meta() },
      ctx(),
    );
    await projectUpTo(position);

    const stored = await env.db.selectFrom('mail_outbox').selectAll().where('mail_id', '=', mailId).execute();
    const steps = await env.db
      .selectFrom('mail_timeline')
      .selectAll()
      .where('mail_id', '=', mailId)
      .execute();
    expect(JSON.stringify([stored, steps])).not.toContain(token);
    const mail = await findOutboxMail(env.db, mailId);
    expect(mail?.text).toBe(
      `Kalendarz: https://cenacle.example/api/my-responsibilities.ics?session=${mailId}&token=•••••\n` +
        'Potwierdź: https://cenacle.example/confirm-email/•••••',
    );
    expect(mail?.html).toContain('&#38;token=•••••');
    expect(mail?.timeline.at(-1)?.smtpResponse).toBe(
      '550 rejected https://cenacle.example/confirm-email/•••••',
    );
  });

  it('masks on the way out a row projected before links were masked', async () => {
    const mailId = randomUUID();
    const link = 'https://cenacle.example/activation/S1txHq2Glnx80e7Bx9F7uDFrI1loMKfzXv9fzAbCdEf';
    await env.db
      .insertInto('mail_outbox')
      .values({
        mail_id: mailId,
        recipient: 'old@example.org',
        language: 'pl',
        template: 'activation',
        state: 'DELIVERED',
        subject: 'Aktywuj konto',
        text_body: `Link: ${link}`,
        html_body: `<p>Link: ${link}</p>`,
        requested_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const mail = await findOutboxMail(env.db, mailId);
    expect([mail?.text, mail?.html]).toEqual([
      'Link: https://cenacle.example/activation/•••••',
      '<p>Link: https://cenacle.example/activation/•••••</p>',
    ]);
  });
});
