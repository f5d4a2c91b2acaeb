import { createHash } from 'node:crypto';
import type { WebServers } from '@cenacle/shell/serve';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, signIn } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

/** Past the second the API trusts a resolved login session without asking the database again. */
const pastResolveCache = () => new Promise((resolve) => setTimeout(resolve, 1_100));

/**
 * A staff member who left the tab unused past the idle timeout (4 hours by default) and comes back:
 * whether the page is reloaded or used, the login page says why they were signed out, and keeps
 * saying it on a reload of the login page itself.
 */
describe('Signed out for idleness', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  /** Ages this browser's own login session (its row is the hash of the cookie's token) by `hours`. */
  async function leaveUnused(hours: number): Promise<void> {
    const cookie = (await page.context().cookies(web.urls.shell)).find((c) => c.name === 'CENACLE_SESSION');
    if (!cookie) throw new Error('not signed in');
    const id = createHash('sha256').update(cookie.value).digest('hex');
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      const { rowCount } = await client.query(
        `UPDATE login_sessions SET last_seen_at = now() - make_interval(hours => $2) WHERE id = $1`,
        [id, hours],
      );
      if (rowCount !== 1) throw new Error('the login session was not found');
    } finally {
      await client.end();
    }
    await pastResolveCache();
  }

  it('says so on the login page after a reload, and again when the login page is reloaded', async () => {
    await page.goto(`${web.urls.shell}/log-in`);
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Sesje' }).click();
    await page.getByTestId('session-row').first().waitFor();

    await leaveUnused(5);
    await page.reload();
    await page.waitForURL('**/log-in**');
    const notice = page.locator('[data-testid="login-notice"][data-notice="idle"]');
    await notice.getByText('Wylogowano Cię po 4 godz. bez aktywności', { exact: false }).waitFor();

    await page.reload();
    await notice.getByText('Wylogowano Cię po 4 godz. bez aktywności', { exact: false }).waitFor();

    // Signing in again starts afresh: the notice is forgotten, a reload no longer brings it back.
    await signIn(page, ADMIN);
    await page.getByRole('link', { name: 'Sesje' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('cenacle.signedOutNotice'))).toBeNull();
  });
});
