import { startAuthSmtpServer } from '@cenacle/infra/mail/testing/auth-smtp-server.ts';
import { waitForValue } from '@cenacle/infra/testing/wait.ts';
import { MASKED_SECRET } from '@cenacle/shared-domain/mail';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsClient } from '../identity/testing/accounts-client.ts';
import { loginWhenReady, openDemoApi } from '../testing/fixtures.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { startWorkersProcess } from './testing/workers-process.ts';

/**
 * Issue 23 §2: links carrying a token are their recipient's alone. The whole way, as in production:
 * the API requests the mail, the workers process renders and sends it to a real SMTP listener, the
 * projections process fills the outbox that staff read.
 */
const SMTP = { user: 'cenacle-outbound', password: 'Poczta-2027!' };
const NEW_PASSWORD = 'Zielona-Gora-Lato-2027!';
const TOKEN_LINK = /\/activation\/([A-Za-z0-9_-]{43})\b/;

let api: TestApi;
let admin: SignedIn;
let branchAdmin: SignedIn;
let branchId: string;
let smtp: Awaited<ReturnType<typeof startAuthSmtpServer>>;
let workers: ReturnType<typeof startWorkersProcess>;
let client: AccountsClient;

beforeAll(async () => {
  smtp = await startAuthSmtpServer(SMTP);
  ({ api, admin, branchId } = await openDemoApi());
  branchAdmin = await signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [branchId]);
  workers = startWorkersProcess({
    databaseUrl: api.database.url,
    smtpUrl: `smtp://${SMTP.user}:${encodeURIComponent(SMTP.password)}@${smtp.host}:${smtp.port}`,
  });
  client = await AccountsClient.open(api.app);
}, 120_000);
afterAll(async () => {
  await workers?.stop();
  await api?.close();
  await smtp?.close();
});

interface Listed {
  readonly id: { readonly value: string };
  readonly recipient: string;
  readonly state: string;
}

const get = (url: string, who: SignedIn) => api.app.inject({ method: 'GET', url, headers: who.headers });

/** The token of the link in the `nth` mail the SMTP listener received for `recipient`. */
async function deliveredToken(recipient: string, nth = 1): Promise<string> {
  const mail = await waitForValue(
    `mail number ${nth} to ${recipient}`,
    () => smtp.received.filter((m) => m.to.includes(recipient))[nth - 1],
    30_000,
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}; the workers printed:\n${workers.output.slice(-4000)}`);
  });
  const parsed = await simpleParser(mail.raw);
  const token = TOKEN_LINK.exec(parsed.text ?? '')?.[1];
  if (!token) throw new Error(`no token link in the mail to ${recipient}:\n${parsed.text}`);
  return token;
}

/** The outbox rows of the mail to these recipients as `who` lists them, once `count` are delivered. */
function deliveredInOutbox(recipients: readonly string[], count: number, who: SignedIn): Promise<Listed[]> {
  return waitForValue(
    `${count} delivered mails to ${recipients.join(', ')} in the outbox`,
    async () => {
      const list = (await get('/api/outbox?size=100', who)).json() as Listed[];
      const found = list.filter((m) => recipients.includes(m.recipient) && m.state === 'DELIVERED');
      return found.length >= count ? found : null;
    },
    30_000,
  );
}

describe('Outbox secrets', () => {
  const invited = 'nowy.admin@example.org';
  const registered = 'ola.rejestracja@example.org';
  /** The invitation, the activation and the password reset tokens, as their recipients got them. */
  const tokens: string[] = [];

  beforeAll(async () => {
    // An administrator invites an ADMIN into the branch: the branch's admin sees that mail.
    const invitation = await api.app.inject({
      method: 'POST',
      url: '/api/admin/user',
      headers: admin.headers,
      payload: {
        firstName: 'Tomasz',
        lastName: 'Nowy',
        email: invited,
        authorities: ['ROLE_ADMIN', 'USER'],
        branches: [{ id: { value: branchId } }],
      },
    });
    expect(invitation.statusCode, invitation.body).toBe(201);
    expect((await client.register(registered)).statusCode).toBeLessThan(300);
    tokens.push(await deliveredToken(invited), await deliveredToken(registered));
    // The activation link works: the account is active, and may ask for a password reset.
    const activated = await client.activate(tokens[1] as string, NEW_PASSWORD);
    expect(activated.statusCode, activated.body).toBe(200);
    expect((await client.resetPassword(registered)).statusCode).toBe(200);
    tokens.push(await deliveredToken(registered, 2));
  }, 120_000);

  it('shows admins every mail, list, message and timeline, with the token masked', async () => {
    const rows = await deliveredInOutbox([invited, registered], 3, admin);
    const list = await get('/api/outbox?size=100', admin);
    for (const row of rows) {
      const one = await get(`/api/outbox/${row.id.value}`, admin);
      expect(one.statusCode).toBe(200);
      const mail = one.json();
      expect(mail.text).toContain(`/activation/${MASKED_SECRET}`);
      expect(mail.html).toContain(`/activation/${MASKED_SECRET}`);
      // What staff need stays: recipient, subject, state and the timeline.
      expect(mail).toMatchObject({ recipient: row.recipient, state: 'DELIVERED' });
      expect(mail.subject).toEqual(expect.any(String));
      expect(mail.timeline.map((s: { type: string }) => s.type)).toEqual([
        'MailRequested',
        'MailQueued',
        'MailDelivered',
      ]);
      for (const token of tokens) expect(one.body).not.toContain(token);
    }
    for (const token of tokens) expect(list.body).not.toContain(token);
  });

  it("shows a branch admin his branch's invitation of an ADMIN without the token", async () => {
    const [row] = await deliveredInOutbox([invited], 1, branchAdmin);
    const one = await get(`/api/outbox/${row?.id.value}`, branchAdmin);
    expect(one.statusCode).toBe(200);
    expect(one.json().text).toContain(`/activation/${MASKED_SECRET}`);
    expect(one.body).not.toContain(tokens[0]);
    expect((await get('/api/outbox?size=100', branchAdmin)).body).not.toContain(tokens[0]);
  });

  it('keeps the tokens out of the read model itself', async () => {
    const rows = await api.runtime.db.selectFrom('mail_outbox').selectAll().execute();
    const steps = await api.runtime.db.selectFrom('mail_timeline').selectAll().execute();
    const stored = JSON.stringify([rows, steps]);
    for (const token of tokens) expect(stored).not.toContain(token);
  });

  it('delivers the real links, and their recipients set their passwords with them', async () => {
    const invitation = await client.activate(tokens[0] as string, NEW_PASSWORD);
    expect(invitation.statusCode, invitation.body).toBe(200);
    await loginWhenReady(api.login, invited, NEW_PASSWORD);
    const reset = await client.activate(tokens[2] as string, `${NEW_PASSWORD}-2`);
    expect(reset.statusCode, reset.body).toBe(200);
    await loginWhenReady(api.login, registered, `${NEW_PASSWORD}-2`);
  });
});
