import { waitFor } from '@cenacle/infra/testing/wait.ts';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, pickFromAccountMenu, signIn, signInContext } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

describe('Signing in, the layout and the locale', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    page = await (await browser.newContext()).newPage();
  });
  afterEach(async () => {
    await page.context().close();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('sends an anonymous visitor to /log-in and, once signed in, back where they were going', async () => {
    const context = await browser.newContext();
    await signInContext(context, web.urls.shell, ADMIN);
    const sessionId = inject('demoSessionId');
    await context.close();

    await page.goto(`${web.urls.shell}/accounting?session=${sessionId}`);
    await page.waitForURL('**/log-in');
    await signIn(page, ADMIN);
    await page.waitForURL(`**/accounting?session=${sessionId}`);
    await page.getByTestId('payment-row').first().waitFor();
  });

  it('asks for both fields and says when the credentials are wrong', async () => {
    await page.goto(`${web.urls.shell}/log-in`);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    expect(await page.getByText('To pole nie może być puste.').count()).toBe(2);

    await page.getByLabel('Login').fill('admin');
    await page.getByLabel('Hasło').fill('not-the-password');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByTestId('login-error').getByText('Nieudane logowanie!', { exact: false }).waitFor();
    expect(page.url()).toContain('/log-in');
  });

  it('clears the session and returns to /log-in with a notice when the API answers 401', async () => {
    await page.goto(`${web.urls.shell}/log-in`);
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Sesje' }).click();
    await page.getByTestId('session-row').first().waitFor();

    await page.context().clearCookies();
    // The click's request answers 401; on a busy API a background refetch (a change notice) may
    // meet the 401 first, which signs out before the click lands: either way the page leaves.
    const click = page
      .getByRole('link', { name: /Księgowość sesji/ })
      .first()
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForURL('**/log-in');
    await click;
    await page.getByTestId('login-notice').getByText('Sesja wygasła', { exact: false }).waitFor();
    expect(await page.getByTestId('sign-in-link').isVisible()).toBe(true);
  });

  it('signs out from the account menu', async () => {
    await page.goto(`${web.urls.shell}/log-in`);
    await signIn(page, ADMIN);
    await pickFromAccountMenu(page, 'sign-out');
    await page.waitForURL('**/log-in');
    const account = await page.context().request.get(`${web.urls.shell}/api/account`);
    expect(account.status()).toBe(401);
  });

  it('switches the interface to English and keeps it for the tab', async () => {
    await page.goto(`${web.urls.shell}/log-in`);
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    await page.getByTestId('locale-menu').click();
    // Each language by its own name beside its flag, drawn in the page (nothing fetched for it).
    for (const [language, name] of [
      ['pl', 'Polski'],
      ['en', 'English'],
      ['uk', 'Українська'],
      ['de', 'Deutsch'],
    ])
      await page.getByRole('menuitemradio', { name }).locator(`svg[data-flag="${language}"]`).waitFor();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('locale'))).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel('Password').waitFor();
  });

  const accountLanguage = async (): Promise<string> => {
    const response = await page.context().request.get(`${web.urls.shell}/api/account`);
    return ((await response.json()) as { langKey: string }).langKey;
  };

  it("switches a remote's own strings too, loading its bundle for the new language", async () => {
    await page.goto(`${web.urls.shell}/log-in`);
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Sesje' }).click();
    await page.getByRole('heading', { name: 'Sesje' }).waitFor();
    await page.getByTestId('locale-menu').click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Sitzungen' }).waitFor();
    await page.getByRole('button', { name: 'Sitzung hinzufügen' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sitzungen' }).isVisible()).toBe(true);
    // Signed in, the choice is saved on the account (POST /api/lang/de) for the next visit.
    await waitFor('the account in German', async () => (await accountLanguage()) === 'de', 5_000);

    // Back to Polish, on the server too, so the other tests meet the default.
    await page.getByTestId('locale-menu').click();
    await page.getByRole('menuitemradio', { name: 'Polski' }).click();
    await page.getByRole('heading', { name: 'Sesje' }).waitFor();
    await waitFor('the account in Polish', async () => (await accountLanguage()) === 'pl', 5_000);
  });

  it('shows the 403 page to a signed-in user without a staff authority', async () => {
    await page.context().clearCookies();
    await page.goto(`${web.urls.shell}/accounting`);
    await page.waitForURL((url) => url.pathname.startsWith('/log-in'));
    await signIn(page, { username: 'user', password: 'user' });
    await page.getByTestId('forbidden-page').getByText('Brak dostępu').waitFor();
    // The server enforces it too: the UI only mirrors the rule.
    const sessions = await page.context().request.get(`${web.urls.shell}/api/school-sessions`);
    expect(sessions.status()).toBe(200);
    const payments = await page
      .context()
      .request.get(`${web.urls.shell}/api/session-payments/${inject('demoSessionId')}`);
    expect(payments.status()).toBe(403);
  });

  it('cannot be signed in by a form on another site (login CSRF)', async () => {
    await page.setContent(
      `<form method="post" action="${web.urls.shell}/login">
         <input name="username" value="admin"><input name="password" value="admin">
       </form>`,
    );
    const answer = page.waitForResponse(`${web.urls.shell}/login`);
    await page.evaluate(() => document.forms[0]?.submit());
    expect((await answer).status()).toBe(403);
    const account = await page.context().request.get(`${web.urls.shell}/api/account`);
    expect(account.status()).toBe(401);
  });

  it('signs in, and writes, after the CSRF cookie went missing or stale', async () => {
    await page.goto(`${web.urls.shell}/log-in`);
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    await page.context().clearCookies();
    await signIn(page, ADMIN);
    // The signed-in layout is in place (its menu lists the remotes' routes) before the menu is used.
    await page.getByRole('link', { name: 'Sesje' }).waitFor();
    await page.context().addCookies([{ name: 'XSRF-TOKEN', value: 'stale.token', url: web.urls.shell }]);
    await page.getByTestId('locale-menu').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await waitFor('the account in English', async () => (await accountLanguage()) === 'en', 5_000);
    await page.getByTestId('locale-menu').click();
    await page.getByRole('menuitemradio', { name: 'Polski' }).click();
    await waitFor('the account in Polish', async () => (await accountLanguage()) === 'pl', 5_000);
  });

  it('shows the 404 page for an unknown address', async () => {
    await page.goto(`${web.urls.shell}/no-such-page`);
    await page.getByTestId('not-found-page').getByText('Nie znaleziono strony').waitFor();
  });
});
