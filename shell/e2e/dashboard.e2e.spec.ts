import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, SERVANT, signInContext } from './support/sign-in.ts';
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
      dateFrom: string | null;
      dateTo: string | null;
    }[];
    const today = new Date().toISOString().slice(0, 10);
    const first = sessions
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
