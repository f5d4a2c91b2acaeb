import type { EventStore } from '@cenacle/infra';
import { waitForValue } from '@cenacle/infra/testing/wait.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loginWhenReady } from '../../testing/fixtures.ts';
import { type SignedIn, startTestApi, type TestApi } from '../../testing/test-api.ts';
import { visit } from '../../testing/test-browser.ts';

/** A password the strength check accepts, for accounts the tests activate. */
export const STRONG_PASSWORD = 'Kompas-Lipa-73';

/**
 * An API whose clock the test moves (past a link's expiry) and whose account-mail limits stay out
 * of the way, with an anonymous browser on its account pages.
 */
export async function startAccountsApi(clock: () => Date): Promise<{ api: TestApi; client: AccountsClient }> {
  const api = await startTestApi({ clock }, { accountMailRateLimit: 1000, accountMailClientRateLimit: 1000 });
  return { api, client: await AccountsClient.open(api.app) };
}

/** A registered and activated account, signed in. */
export async function activeAccount(
  api: TestApi,
  client: AccountsClient,
  email: string,
  password = STRONG_PASSWORD,
): Promise<SignedIn> {
  await client.register(email);
  const { token } = await mailedLink(api.runtime.store, email);
  const activated = await client.activate(token, password);
  if (activated.statusCode !== 200) throw new Error(`activation of ${email}: ${activated.body}`);
  return loginWhenReady(api.login, email, password);
}

/** The requests of the account pages, as an anonymous browser (with its pre-session token) sends them. */
export class AccountsClient {
  private constructor(
    private readonly app: FastifyInstance,
    private readonly headers: Record<string, string>,
    /** The client address the API sees (rate limits count per address). */
    readonly remoteAddress: string,
  ) {}

  static async open(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<AccountsClient> {
    return new AccountsClient(app, (await visit(app)).snapshot().headers, remoteAddress);
  }

  post(url: string, payload?: object): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'POST',
      url,
      headers: this.headers,
      remoteAddress: this.remoteAddress,
      ...(payload ? { payload } : {}),
    });
  }

  register(email: string, extra: object = {}) {
    return this.post('/api/registration', { firstname: 'Ola', lastname: 'Nowak', email, ...extra });
  }

  activate(token: string, password1: string, password2 = password1) {
    return this.post(`/api/activation/${token}`, { password1, password2 });
  }

  resetPassword(email: string) {
    return this.post(`/api/reset-password/${encodeURIComponent(email)}`);
  }
}

export interface MailedLink {
  readonly token: string;
  readonly link: string;
  readonly language: string;
  readonly template: string;
}

/** The mail requests for `recipient` in the log, oldest first. */
export async function mailRequestsTo(store: EventStore, recipient: string): Promise<MailedLink[]> {
  const events = await store.readAll();
  return events
    .filter((e) => e.type === 'MailRequested')
    .map(
      (e) => e.data as { recipient: string; language: string; template: string; params: { link?: string } },
    )
    .filter((d) => d.recipient === recipient && d.params.link)
    .map((d) => {
      const link = d.params.link ?? '';
      return { link, token: link.split('/activation/')[1] ?? '', language: d.language, template: d.template };
    });
}

/** Waits for the `count`-th password link mailed to `recipient` (the log's head may lag a moment). */
export function mailedLink(store: EventStore, recipient: string, count = 1): Promise<MailedLink> {
  return waitForValue(`mail number ${count} to ${recipient}`, async () => {
    const mails = await mailRequestsTo(store, recipient);
    return mails.length >= count ? mails[count - 1] : null;
  });
}

export interface RequestedMail {
  readonly recipient: string;
  readonly template: string;
  readonly params: Readonly<Record<string, string>>;
}

/** Every mail requested in the log with this template, oldest first (links or not). */
export async function mailsOf(store: EventStore, template: string): Promise<RequestedMail[]> {
  const events = await store.readAll();
  return events
    .filter((e) => e.type === 'MailRequested')
    .map((e) => e.data as RequestedMail)
    .filter((d) => d.template === template);
}

/** Waits for the address-change mail of `template` to `recipient`; `path` is its link's API path. */
export function mailedEmailChange(
  store: EventStore,
  template: string,
  recipient: string,
): Promise<RequestedMail & { path: string }> {
  return waitForValue(`${template} to ${recipient}`, async () => {
    const mail = (await mailsOf(store, template)).findLast((m) => m.recipient === recipient);
    if (!mail) return null;
    const tail = (mail.params.link ?? '').split('/confirm-email/')[1] ?? '';
    return { ...mail, path: `/api/confirm-email/${tail}` };
  });
}
