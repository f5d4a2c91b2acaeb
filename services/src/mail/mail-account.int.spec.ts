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

beforeAll(async () => {
  smtp = await startAuthSmtpServer({ user: USERNAME, password: PASSWORD });
  ({ api, admin, servant, branchId } = await openDemoApi());
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
    const refused = await save(account({ password: 'wrong' }));
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ result: 'AUTHENTICATION_FAILED' });
    const nobody = await save(account({ port: 1 }));
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
});
