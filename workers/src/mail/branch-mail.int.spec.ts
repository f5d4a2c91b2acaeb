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

interface BranchWorld {
  env: WorkersEnv;
  branchServer: Awaited<ReturnType<typeof startAuthSmtpServer>>;
  readonly branchId: string;
}

/**
 * For the enclosing describe: a workers env, the branch's own server on loopback, and the branch's
 * account naming that server as `host` (default its own address) with the given outbound setting.
 */
function branchWorld(options: { host?: string; outboundAllowedNetworks?: string }): BranchWorld {
  const world = { branchId: randomUUID() } as BranchWorld;
  beforeAll(async () => {
    world.env = await createWorkersEnv(REDIS_URL, 'brmail');
    world.branchServer = await startAuthSmtpServer({ user: USERNAME, password: PASSWORD });
    const { host, port } = world.branchServer;
    await configureAccount(world.env, world.branchId, { host: options.host ?? host, port });
    world.env.startWorkers(
      options.outboundAllowedNetworks ? { outboundAllowedNetworks: options.outboundAllowedNetworks } : {},
    );
  });
  afterAll(async () => {
    await world.env?.close();
    await world.branchServer?.close();
  });
  return world;
}

describe("a branch's mail account", () => {
  // The test's branch server listens on loopback, which only an operator's setting lets through.
  const world = branchWorld({ outboundAllowedNetworks: 'loopback' });

  it("sends the branch's mail through the branch's server, signed in as its account", async () => {
    const { env, branchServer, branchId } = world;
    const mailId = await env.requestMail({ recipient: 'uczestnik@example.org', branchId });
    await eventually(async () => (await env.mailEvents(mailId)).some((e) => e.type === 'MailDelivered'));
    const sent = branchServer.received.filter((m) => m.raw.includes(mailId));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ user: USERNAME, from: USERNAME, to: ['uczestnik@example.org'] });
    expect(env.smtp.received.some((m) => m.mailId === mailId)).toBe(false);
  });

  it('sends mail of a branch without an account, and mail of no branch, through the default server', async () => {
    const { env, branchServer } = world;
    const ids = [
      await env.requestMail({ branchId: randomUUID() }),
      await env.requestMail({ branchId: null }),
    ];
    await eventually(() => ids.every((id) => env.smtp.received.some((m) => m.mailId === id)));
    expect(branchServer.received.some((m) => ids.some((id) => m.raw.includes(id)))).toBe(false);
  });
});

describe("a branch's mail account on an address that is not public", () => {
  // Saved under another spelling of 127.0.0.1, as an account stored before the guard might be.
  const world = branchWorld({ host: '2130706433' });

  it('is never connected to: the attempt fails, and no other server gets the mail', async () => {
    const { env, branchServer, branchId } = world;
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
