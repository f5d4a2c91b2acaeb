import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { linkIn, waitForMail } from './support/mail.ts';
import { ADMIN, SERVANT, signIn, signInContext } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

/** /dashboard: the active session for staff, the branch configuration for administrators. */
describe('The dashboard and the active session', () => {
  let web: WebServers;
  let browser: Browser;
  let servant: Page;
  let registeredOn: string;
  let otherSession: string;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    const staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    registeredOn = await staff.planSession(['I'], ['2043-01-10', '2043-01-12']);
    otherSession = await staff.planSession(['I'], ['2043-02-10', '2043-02-12']);
    await staff.addServant(registeredOn, 'servant@cenacle.example');
    const context = await browser.newContext();
    await signInContext(context, web.urls.shell, SERVANT);
    servant = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  const active = (page: Page) => page.getByTestId('active-session');

  it('opens the first session not yet ended when the address names none and nothing is pinned', async () => {
    // What the servant can see, and which of it has not ended: the rule the page follows.
    const sessions = (await (await servant.request.get(`${web.urls.shell}/api/school-sessions`)).json()) as {
      id: { value: string };
      branchId: { value: string };
      dateFrom: string | null;
      dateTo: string | null;
    }[];
    const account = (await (await servant.request.get(`${web.urls.shell}/api/account`)).json()) as {
      branches: { id: { value: string } }[];
    };
    const his = new Set(account.branches.map((b) => b.id.value));
    const today = new Date().toISOString().slice(0, 10);
    const first = sessions
      .filter((s) => his.has(s.branchId.value))
      .filter((s) => s.dateFrom !== null && (s.dateTo ?? s.dateFrom) >= today)
      .sort((a, b) => (a.dateFrom ?? '').localeCompare(b.dateFrom ?? ''))[0];
    await servant.goto(`${web.urls.shell}/dashboard`);
    await active(servant).waitFor();
    expect(await active(servant).getAttribute('data-session-id')).toBe(first?.id.value);
  });

  it('shows the session named by the address with its dates, season and the pages a servant may open', async () => {
    await servant.goto(`${web.urls.shell}/dashboard?session=${registeredOn}`);
    await active(servant).waitFor();
    expect(await active(servant).getAttribute('data-session-id')).toBe(registeredOn);
    expect(await servant.getByRole('heading', { level: 1 }).textContent()).toContain('Lato');
    await servant.getByTestId('shortcut-participants').waitFor();
    await servant.getByTestId('shortcut-accounting').waitFor();
    // Servants neither manage the session's settings nor are warned: he is on this session.
    expect(await servant.getByTestId('session-settings').count()).toBe(0);
    await servant.waitForLoadState('networkidle');
    expect(await servant.getByTestId('not-registered').count()).toBe(0);

    await servant.getByTestId('shortcut-participants').click();
    await servant.waitForURL(`**/participants?session=${registeredOn}`);
    // Links lead only to pages he may open: the mails are his to send, the import is not his.
    await servant.getByTestId('link-mails').waitFor();
    expect(await servant.getByTestId('link-import').count()).toBe(0);
  });

  it('warns the servant on a session he is not registered on', async () => {
    await servant.goto(`${web.urls.shell}/dashboard?session=${otherSession}`);
    await servant.getByTestId('not-registered').waitFor();
  });

  it('keeps a pinned session in this browser and opens it next time, until unpinned', async () => {
    await servant.goto(`${web.urls.shell}/dashboard?session=${otherSession}`);
    const pin = servant.getByTestId('pin-session');
    await pin.click();
    await expect.poll(() => pin.getAttribute('aria-pressed')).toBe('true');

    await servant.goto(`${web.urls.shell}/dashboard`);
    await active(servant).waitFor();
    expect(await active(servant).getAttribute('data-session-id')).toBe(otherSession);
    await servant.getByTestId('pin-session').click();
    await expect.poll(() => servant.getByTestId('pin-session').getAttribute('aria-pressed')).toBe('false');
    await servant.reload();
    await active(servant).waitFor();
    expect(await active(servant).getAttribute('data-session-id')).not.toBe(otherSession);
  });

  it('shows an administrator the branch configuration', async () => {
    const context = await browser.newContext();
    await signInContext(context, web.urls.shell, ADMIN);
    const page = await context.newPage();
    await page.goto(`${web.urls.shell}/dashboard`);
    await page.getByTestId('branches-page').waitFor();
    expect(await page.getByTestId('active-session').count()).toBe(0);
  });
});

/** A branch admin of another branch: pickers offer his branch's sessions only; another's is a 403 page. */
describe('Sessions of another branch', () => {
  const email = `ewa.${Date.now()}@example.org`;
  const PASSWORD = 'Oddzial-2026!';
  let web: WebServers;
  let browser: Browser;
  let page: Page;
  let krakow: string;
  let own: string;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    const staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    krakow = await staff.planSession(['I'], ['2044-03-01', '2044-03-03']);
    const branch = await staff.createBranch(`Oddział Gdynia ${Date.now()}`);
    own = await staff.planSession(['I'], ['2044-04-01', '2044-04-03'], branch);
    await staff.invite(email, ['BRANCH_ADMIN', 'USER'], branch);
    page = await (await browser.newContext()).newPage();
    await page.goto(`${web.urls.shell}${linkIn(await waitForMail(email), '/activation/')}`);
    await page.locator('input[name="password1"]').fill(PASSWORD);
    await page.locator('input[name="password2"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Zapisz hasło' }).click();
    await page.getByTestId('activation-success').waitFor();
    await page.goto(`${web.urls.shell}/log-in`);
    await signIn(page, { username: email, password: PASSWORD });
    await page.getByTestId('account-menu').waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('lists only the sessions of his own branch in a session picker', async () => {
    await page.goto(`${web.urls.shell}/import-participants`);
    const picker = page.getByTestId('import-session');
    await picker.locator(`option[value="${own}"]`).waitFor({ state: 'attached' });
    const offered = await picker
      .locator('option')
      .evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(offered).toContain(own);
    expect(offered).not.toContain(krakow);
    // Each choice names its branch and season.
    expect(await picker.locator(`option[value="${own}"]`).textContent()).toMatch(/Lato · Oddział Gdynia/);
  });

  it("shows the 403 page, not the sign-in page, for another branch's session opened by its address", async () => {
    for (const path of [`/accounting?session=${krakow}`, `/participants?session=${krakow}`]) {
      await page.goto(`${web.urls.shell}${path}`);
      const refused = page.getByTestId('forbidden-page');
      await refused.getByText('Brak dostępu').waitFor();
      expect(page.url()).not.toContain('/log-in');
      await page.getByTestId('account-menu').waitFor();
      await refused.getByTestId('forbidden-home').waitFor();
    }
    // Still signed in: his own session opens.
    await page.goto(`${web.urls.shell}/participants?session=${own}`);
    await page.getByTestId('participants-page').waitFor();
    expect(await page.getByTestId('forbidden-page').count()).toBe(0);
  });
});
