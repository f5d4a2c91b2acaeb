import { randomUUID } from 'node:crypto';
import { loadConfig } from '@cenacle/infra/config/config.ts';
import { resetProjector } from '@cenacle/infra/runner/checkpoint.ts';
import { registrationToken } from '@cenacle/infra/secrets/registration-token.ts';
import { MAIL_REACTOR } from '@cenacle/shared-domain/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorkers } from '../start-workers.ts';
import { createWorkersEnv, eventually, type WorkersEnv } from '../testing/workers-env.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('background mail', () => {
  let env: WorkersEnv;
  let workers: RunningWorkers;

  beforeAll(async () => {
    env = await createWorkersEnv(REDIS_URL, 'mail');
    workers = env.startWorkers();
  });
  afterAll(async () => {
    await env?.close();
  });

  const received = (mailId: string) => env.smtp.received.filter((m) => m.mailId === mailId);

  it('renders a requested mail in the recipient language, sends it and records queued then delivered', async () => {
    const mailId = await env.requestMail({ recipient: 'olena@example.org', language: 'uk' });
    await eventually(async () => (await env.mailEvents(mailId)).some((e) => e.type === 'MailDelivered'));
    const [mail] = received(mailId);
    expect(mail?.to).toEqual(['olena@example.org']);
    expect(mail?.raw).toMatch(/^Subject: .*=\?UTF-8\?/im);
    const events = await env.mailEvents(mailId);
    expect(events.map((e) => e.type)).toEqual(['MailRequested', 'MailQueued', 'MailDelivered']);
    const queued = events[1];
    expect(queued?.type === 'MailQueued' && queued.data.subject).toBe('Запрошення до Cenacle');
    const delivered = events[2];
    expect(delivered?.type === 'MailDelivered' && delivered.data).toMatchObject({ attempt: 1 });
    expect(delivered?.type === 'MailDelivered' && delivered.data.smtpResponse).toMatch(/^250/);
  });

  it('tells the owner of an address someone tried to register with it, in his language', async () => {
    const mailId = await env.requestMail({
      recipient: 'jan.kos@example.org',
      language: 'pl',
      template: 'registrationAttempt',
      params: { name: 'Jan', link: 'https://cenacle.test/log-in' },
    });
    await eventually(async () => (await env.mailEvents(mailId)).some((e) => e.type === 'MailDelivered'));
    const [mail] = received(mailId);
    expect(mail?.to).toEqual(['jan.kos@example.org']);
    expect(mail?.raw).toContain('https://cenacle.test/log-in');
    const queued = (await env.mailEvents(mailId)).find((e) => e.type === 'MailQueued');
    expect(queued?.type === 'MailQueued' && queued.data.subject).toBe(
      'Próba rejestracji w Cenacle Twoim adresem',
    );
  });

  it("carries the registration's QR code inline in the confirmation, and the token nowhere in the log", async () => {
    const participantId = randomUUID();
    const mailId = await env.requestMail({
      language: 'en',
      template: 'registrationConfirmed',
      personId: participantId,
      params: { name: 'Anna', retreat: '2031-07-01 – 2031-07-05', price: '300.00 zł' },
    });
    await eventually(async () => (await env.mailEvents(mailId)).some((e) => e.type === 'MailDelivered'));
    const [mail] = received(mailId);
    expect(mail?.raw).toMatch(/Content-Type: image\/png/i);
    expect(mail?.raw).toMatch(/Content-ID: <registration-qr@cenacle>/i);
    expect(mail?.raw).toContain('cid:registration-qr@cenacle');
    const token = registrationToken(loadConfig({}).secretsKey, participantId, 0);
    expect(JSON.stringify(await env.mailEvents(mailId))).not.toContain(token);
  });

  it('records a refused attempt with the SMTP answer and delivers on the retry', async () => {
    env.smtp.refuseWith('Mailbox temporarily unavailable');
    const mailId = await env.requestMail();
    await eventually(async () => (await env.mailEvents(mailId)).some((e) => e.type === 'MailDeliveryFailed'));
    env.smtp.refuseWith(null);
    await eventually(async () => (await env.mailEvents(mailId)).some((e) => e.type === 'MailDelivered'));
    const events = await env.mailEvents(mailId);
    const failed = events.find((e) => e.type === 'MailDeliveryFailed');
    expect(failed?.data).toMatchObject({ attempt: 1, final: false });
    expect(failed?.type === 'MailDeliveryFailed' && failed.data.smtpResponse).toMatch(
      /550.*Mailbox temporarily unavailable/,
    );
    const delivered = events.find((e) => e.type === 'MailDelivered');
    expect(delivered?.data).toMatchObject({ attempt: 2 });
    expect(received(mailId)).toHaveLength(1);
  });

  it('sends nothing twice when the reactor replays the log from the start', async () => {
    const ids = await Promise.all([env.requestMail(), env.requestMail(), env.requestMail()]);
    await eventually(() => ids.every((id) => received(id).length === 1));
    const before = env.smtp.received.length;
    await resetProjector(env.db, { name: MAIL_REACTOR, handles: [], tables: [], apply: async () => {} });
    // The active reactor notices its checkpoint moved, replays every MailRequested, and stays caught up.
    await eventually(async () => {
      const row = await env.db
        .selectFrom('projection_checkpoints')
        .select('commit_position')
        .where('name', '=', MAIL_REACTOR)
        .executeTakeFirst();
      return Number(row?.commit_position ?? -1) > 0;
    });
    const late = await env.requestMail();
    await eventually(() => received(late).length === 1);
    await env.settled();
    expect(env.smtp.received.length).toBe(before + 1);
    const counts = new Map<string | null, number>();
    for (const m of env.smtp.received) counts.set(m.mailId, (counts.get(m.mailId) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(workers.runner.states()[MAIL_REACTOR]).toBe('active');
  });
});
