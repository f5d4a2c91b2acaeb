import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, pickFromMenu, SERVANT, signInContext } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

/** The management pages of the admin menu (mf-planning), through the real API. */
describe('Management pages', () => {
  let web: WebServers;
  let browser: Browser;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  /** A page of the shell for a user signed in through the API (auth.e2e tests the login page itself). */
  const signedIn = async (user: { username: string; password: string }): Promise<Page> => {
    const context = await browser.newContext();
    await signInContext(context, web.urls.shell, user);
    const page = await context.newPage();
    // Where the login page leads staff: the root is the public site, without the staff menus.
    await page.goto(`${web.urls.shell}/dashboard`);
    return page;
  };

  it('lets the admin open each page from the admin menu and see real data', async () => {
    const page = await signedIn(ADMIN);

    await pickFromMenu(page, 'admin-menu', 'menu-link-admin/health');
    await page.getByTestId('management-health').waitFor();
    await page.getByTestId('health-db').getByText('Działa').waitFor();
    await page.getByTestId('health-projector-ledger').waitFor();
    await page.getByTestId('health-queues').waitFor();

    await pickFromMenu(page, 'admin-menu', 'menu-link-admin/metrics');
    await page.getByTestId('metrics-memory').getByText('heapUsed').waitFor();
    await page.getByTestId('metrics-services').getByText('GET /management/health').waitFor();
    await page.getByTestId('metrics-projections').getByText('ledger', { exact: true }).waitFor();

    await pickFromMenu(page, 'admin-menu', 'menu-link-admin/configuration');
    const properties = page.getByTestId('configuration-properties');
    await properties.getByText('sessionSecret').waitFor();
    const secretRow = properties.getByTestId('configuration-row').filter({ hasText: 'sessionSecret' });
    expect(await secretRow.locator('td').nth(1).textContent()).toBe('******');

    await pickFromMenu(page, 'admin-menu', 'menu-link-admin/docs');
    await page.getByTestId('api-docs-frame').waitFor();

    await page.context().close();
  });

  it('lets the admin change a log level, which the API then reports', async () => {
    const page = await signedIn(ADMIN);
    await pickFromMenu(page, 'admin-menu', 'menu-link-admin/logs');
    const level = page.getByTestId('logger-level-cenacle.management');
    await level.waitFor();
    // The API under test logs errors only (never less: a 500 always leaves its line), a started one
    // INFO too: whichever, put it back.
    const before = await level.inputValue();
    expect(['ERROR', 'INFO']).toContain(before);
    const levelOf = () =>
      page.evaluate(async () => {
        const response = await fetch('/management/loggers/cenacle.management');
        return ((await response.json()) as { configuredLevel: string | null }).configuredLevel;
      });

    await level.selectOption('WARN');
    await expect.poll(levelOf).toBe('WARN');
    await expect.poll(() => level.inputValue()).toBe('WARN');

    await level.selectOption(before);
    await expect.poll(levelOf).toBe(before);
    await page.context().close();
  });

  it('does not show the management pages to a servant', async () => {
    const page = await signedIn(SERVANT);
    // The administration menu is for admins, branch admins and testimony admins (spec §2 Layout).
    await page.getByTestId('account-menu').waitFor();
    expect(await page.getByTestId('admin-menu').count()).toBe(0);
    // Opened by its address, a management page says he may not.
    await page.goto(`${web.urls.shell}/admin/health`);
    await page.getByTestId('forbidden-page').waitFor();
    await page.context().close();
  });
});
