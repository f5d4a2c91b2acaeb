import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { loadConfig } from '@cenacle/infra/config/config.ts';
import { startAuthSmtpServer } from '@cenacle/infra/mail/testing/auth-smtp-server.ts';
import { createSecretBox } from '@cenacle/infra/secrets/secret-box.ts';
import { mergeCatalogs } from '@cenacle/shared-domain';
import {
  mailAccountDecider,
  mailAccountEvents,
  mailAccountStream,
  mailEvents,
} from '@cenacle/shared-domain/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkersEnv, eventually, type WorkersEnv } from '../testing/workers-env.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const USERNAME = 'wilno@cenacle.example';
const PASSWORD = 'Jesien-2027!';

/** The API's write side: the account is sealed with the same (development) key the workers open it with. */
async function configureAccount(env: WorkersEnv, branchId: string, server: { host: string; port: number }) {
  const bus = new CommandBus(env.store, randomUUID, {
    events: mergeCatalogs([mailEvents, mailAccountEvents]),
  });
  const box = createSecretBox(loadConfig({}).secretsKey);
  await bus.handle(
    mailAccountDecider,
    mailAccountStream(branchId),
    {
      type: 'ConfigureMailAccount',
      data: {
        branchId,
        username: USERNAME,
        encryptedPassword: box.seal(PASSWORD),
        outgoingProtocol: 'SMTP',
        incomingProtocol: 'IMAP',
        host: server.host,
        port: server.port,
      },
      metadata: { userId: randomUUID(), now: new Date().toISOString() },
    },
    { correlationId: randomUUID(), causationId: null },
  );
}

describe("a branch's mail account", () => {
  let env: WorkersEnv;
  let branchServer: Awaited<ReturnType<typeof startAuthSmtpServer>>;
  const branchId = randomUUID();

  beforeAll(async () => {
    env = await createWorkersEnv(REDIS_URL, 'brmail');
    branchServer = await startAuthSmtpServer({ user: USERNAME, password: PASSWORD });
    await configureAccount(env, branchId, branchServer);
    // The test's branch server listens on loopback, which only an operator's setting lets through.
    env.startWorkers({ outboundAllowedNetworks: 'loopback' });
  });
  afterAll(async () => {
    await env?.close();
    await branchServer?.close();
  });

  it("sends the branch's mail through the branch's server, signed in as its account", async () => {
    const mailId = await env.requestMail({ recipient: 'uczestnik@example.org', branchId });
    await eventually(async () => (await env.mailEvents(mailId)).some((e) => e.type === 'MailDelivered'));
    const sent = branchServer.received.filter((m) => m.raw.includes(mailId));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ user: USERNAME, from: USERNAME, to: ['uczestnik@example.org'] });
    expect(env.smtp.received.some((m) => m.mailId === mailId)).toBe(false);
  });

  it('sends mail of a branch without an account, and mail of no branch, through the default server', async () => {
    const ids = [
      await env.requestMail({ branchId: randomUUID() }),
      await env.requestMail({ branchId: null }),
    ];
    await eventually(() => ids.every((id) => env.smtp.received.some((m) => m.mailId === id)));
    expect(branchServer.received.some((m) => ids.some((id) => m.raw.includes(id)))).toBe(false);
  });
});

describe("a branch's mail account on an address that is not public", () => {
  let env: WorkersEnv;
  let branchServer: Awaited<ReturnType<typeof startAuthSmtpServer>>;
  const branchId = randomUUID();

  beforeAll(async () => {
    env = await createWorkersEnv(REDIS_URL, 'brmail');
    branchServer = await startAuthSmtpServer({ user: USERNAME, password: PASSWORD });
    // Saved under another spelling of 127.0.0.1, as an account stored before the guard might be.
    await configureAccount(env, branchId, { host: '2130706433', port: branchServer.port });
    env.startWorkers();
  });
  afterAll(async () => {
    await env?.close();
    await branchServer?.close();
  });

  it('is never connected to: the attempt fails, and no other server gets the mail', async () => {
    const mailId = await env.requestMail({ recipient: 'uczestnik@example.org', branchId });
    const failure = async () => (await env.mailEvents(mailId)).find((e) => e.type === 'MailDeliveryFailed');
    await eventually(async () => (await failure()) !== undefined);
    expect((await failure())?.data).toMatchObject({
      smtpResponse: expect.stringContaining('not a public one'),
    });
    expect(branchServer.seen).toEqual({ connections: 0, auths: [] });
    expect(env.smtp.received.some((m) => m.mailId === mailId)).toBe(false);
  });
});
