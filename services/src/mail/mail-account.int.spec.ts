import { createServer, type Server } from 'node:net';
import { CHECK_ANSWER_MS } from '@cenacle/infra/mail/mail-account-transport.ts';
import { startAuthSmtpServer } from '@cenacle/infra/mail/testing/auth-smtp-server.ts';
import { createSecretBox } from '@cenacle/infra/secrets/secret-box.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

const PASSWORD = 'Wiosna-2027!';
const USERNAME = 'filia@cenacle.example';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let user: SignedIn;
let branchAdmin: SignedIn;
let otherBranchAdmin: SignedIn;
let anonymous: SignedIn;
let branchId: string;
let smtp: Awaited<ReturnType<typeof startAuthSmtpServer>>;
/** Another server that would take the same login: the stored password must never reach it. */
let elsewhere: Awaited<ReturnType<typeof startAuthSmtpServer>>;

beforeAll(async () => {
  smtp = await startAuthSmtpServer({ user: USERNAME, password: PASSWORD });
  elsewhere = await startAuthSmtpServer({ user: USERNAME, password: PASSWORD });
  // The test's SMTP listeners are on loopback, which only an operator's setting lets through.
  ({ api, admin, servant, branchId } = await openDemoApi({}, { outboundAllowedNetworks: 'loopback' }));
  const other = await api.app.inject({
    method: 'POST',
    url: '/api/branch/',
    headers: admin.headers,
    payload: { name: 'Cenacle Kijów', country: 'UKR', city: 'Kyiv' },
  });
  [user, branchAdmin, otherBranchAdmin] = await Promise.all([
    signedInStaff(api, ['USER'], [branchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [branchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [other.json().id.value]),
  ]);
  anonymous = (await visit(api.app)).snapshot();
}, 120_000);
afterAll(async () => {
  await api?.close();
  await smtp?.close();
  await elsewhere?.close();
});

const account = (overrides: object = {}) => ({
  username: USERNAME,
  password: PASSWORD,
  outgoingProtocol: 'SMTP',
  incomingProtocol: 'IMAP',
  host: smtp.host,
  port: smtp.port,
  ...overrides,
});
const save = (payload: object, who: SignedIn = branchAdmin) =>
  api.app.inject({ method: 'POST', url: '/api/mail-account', headers: who.headers, payload });
const read = (who: SignedIn = branchAdmin, position?: string) =>
  api.app.inject({
    method: 'GET',
    url: position ? `/api/mail-account?position=${position}` : '/api/mail-account',
    headers: who.headers,
  });
const storedEvents = () => api.runtime.store.readStream(`mailAccount-${branchId}`);

describe('Mail account', () => {
  it('answers AUTHENTICATION_FAILED for a refused login, ERROR for no server, and stores nothing', async () => {
    const [refused, nobody] = await Promise.all([
      save(account({ password: 'wrong' })),
      save(account({ port: 1 })),
    ]);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ result: 'AUTHENTICATION_FAILED' });
    expect(nobody.json()).toEqual({ result: 'ERROR' });
    expect(await storedEvents()).toEqual([]);
    expect((await read()).json()).toBeNull();
  });

  it('saves after a successful test, with the password sealed in the event and never answered', async () => {
    const saved = await save(account());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ result: 'SUCCESS' });
    expect(saved.headers['app-alert']).toBe('planning.messages.mail-account-saved');

    const events = await storedEvents();
    expect(events.map((e) => e.type)).toEqual(['MailAccountConfigured']);
    const raw = JSON.stringify(events[0]?.data);
    expect(raw).not.toContain(PASSWORD);
    const sealed = String((events[0]?.data as { encryptedPassword?: string } | undefined)?.encryptedPassword);
    expect(sealed).toMatch(/^v1:/);
    expect(createSecretBox(api.runtime.config.secretsKey).open(sealed)).toBe(PASSWORD);
    expect(() => createSecretBox('another key').open(sealed)).toThrow();

    const shown = await read(branchAdmin, saved.headers['app-log-position'] as string);
    expect(shown.json()).toEqual({
      username: USERNAME,
      password: '',
      outgoingProtocol: 'SMTP',
      incomingProtocol: 'IMAP',
      host: smtp.host,
      port: smtp.port,
      hasPassword: true,
    });
    expect(shown.body).not.toContain(PASSWORD);
  });

  it('keeps the stored password when the form leaves it blank, and tests with it', async () => {
    const again = await save(account({ password: '', incomingProtocol: 'IMAPS' }));
    expect(again.json()).toEqual({ result: 'SUCCESS' });
    const shown = await read(branchAdmin, again.headers['app-log-position'] as string);
    expect(shown.json()).toMatchObject({ incomingProtocol: 'IMAPS' });
  });

  it('answers 400 per field for bad input and changes nothing', async () => {
    const before = (await storedEvents()).length;
    const response = await save({ username: '', host: 'bad host!', port: 70_000, outgoingProtocol: 'FTP' });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fieldErrors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['host', 'outgoingProtocol', 'port', 'username']);
    expect((await storedEvents()).length).toBe(before);
  });

  it("is a branch admin's own: another branch's admin sees none, others are refused", async () => {
    expect((await read(otherBranchAdmin)).json()).toBeNull();
    const blank = await save(account({ password: '' }), otherBranchAdmin);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual([
      { objectName: 'mailAccount', field: 'password', message: 'error.NotBlank' },
    ]);
    for (const who of [servant, user]) {
      expect((await read(who)).statusCode).toBe(403);
      expect((await save(account(), who)).statusCode).toBe(403);
    }
    // An administrator sees his first branch's account (without password) but does not configure it.
    expect((await read(admin)).json()).toMatchObject({ username: USERNAME, password: '' });
    expect((await save(account(), admin)).statusCode).toBe(403);
    expect((await read(anonymous)).statusCode).toBe(401);
    expect((await save(account(), anonymous)).statusCode).toBe(401);
  });

  it('refuses a blank password for another server, port or login, and the other server never sees it', async () => {
    const moves = [
      { port: elsewhere.port },
      { host: 'localhost' },
      { username: `x${USERNAME}` },
      { outgoingProtocol: 'SMTPS' },
    ];
    for (const move of moves) {
      const response = await save(account({ password: '', ...move }));
      expect(response.statusCode, JSON.stringify(move)).toBe(400);
      expect(response.json().fieldErrors).toEqual([
        { objectName: 'mailAccount', field: 'password', message: 'error.mailAccount.passwordForNewServer' },
      ]);
    }
    expect(elsewhere.seen).toEqual({ connections: 0, auths: [] });
    const shown = await read();
    expect(shown.json()).toMatchObject({ host: smtp.host, port: smtp.port });
    // With the password typed again, the account moves.
    const moved = await save(account({ port: elsewhere.port }));
    expect(moved.json()).toEqual({ result: 'SUCCESS' });
    expect(elsewhere.seen.auths).toEqual([{ user: USERNAME, password: PASSWORD }]);
  });

  it('answers a closed port, a silent one and a refused login after the same time', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const closed: Server = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const portOf = (server: Server) => (server.address() as { port: number }).port;
    const closedPort = portOf(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const timed = async (payload: object) => {
      const started = performance.now();
      const response = await save(payload);
      return { result: response.json().result, ms: performance.now() - started };
    };
    const answers = await Promise.all([
      timed(account({ port: closedPort })),
      timed(account({ port: portOf(silent) })),
      timed(account({ password: 'wrong' })),
    ]);
    silent.close();
    expect(answers.map((a) => a.result)).toEqual(['ERROR', 'ERROR', 'AUTHENTICATION_FAILED']);
    const times = answers.map((a) => a.ms);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(CHECK_ANSWER_MS - 5);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(500);
  });
});
