import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { hashDirectory } from './support/hash-dir.ts';
import { REPO_ROOT, WORK_DIR } from './support/paths.ts';
import { buildChangedAccounting, NEW_ROUTE, NEW_TITLE } from './support/release-build.ts';
import { signInContext } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

const RELEASE_DIR = join(WORK_DIR, 'release');
/** What mf-accounting's server serves: a deployed copy of its build, replaced by the "release". */
const SERVED = join(RELEASE_DIR, 'served-accounting');
/** A checkout of mf-accounting where the release is made and built. */
const CHECKOUT = join(RELEASE_DIR, 'mf-accounting');

describe('Independent release of a remote', () => {
  let web: WebServers;
  let browser: Browser;

  beforeAll(async () => {
    rmSync(SERVED, { recursive: true, force: true });
    cpSync(join(REPO_ROOT, 'mf-accounting/dist'), SERVED, { recursive: true });
    web = await serveWeb(inject('apiUrl'), { accounting: SERVED });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('shows a changed string and serves a new route after rebuilding only mf-accounting, the shell untouched', async () => {
    const shellBefore = hashDirectory(join(REPO_ROOT, 'shell/dist'));
    const context = await browser.newContext();
    await signInContext(context, web.urls.shell, { username: 'admin', password: 'admin' });
    const sessionId = inject('demoSessionId');
    const page = await context.newPage();
    await page.goto(`${web.urls.shell}/${NEW_ROUTE.segment}`);
    await page.getByTestId('not-found-page').waitFor();
    await page.goto(`${web.urls.shell}/accounting?session=${sessionId}`);
    const title = page.getByTestId('accounting-page').getByRole('heading', { level: 1 });
    await title.waitFor();
    expect(await title.textContent()).toBe('Księgowość');
    expect(await page.getByRole('link', { name: NEW_ROUTE.nav.pl }).count()).toBe(0);
    const manifestBefore = await (await fetch(web.remotes.accounting)).text();

    buildChangedAccounting(CHECKOUT);
    rmSync(SERVED, { recursive: true, force: true });
    cpSync(join(CHECKOUT, 'dist'), SERVED, { recursive: true });

    await page.reload();
    await page.getByText(NEW_TITLE).waitFor();
    expect(await title.textContent()).toBe(NEW_TITLE);
    expect(await (await fetch(web.remotes.accounting)).text()).not.toBe(manifestBefore);

    // The new route: in the main menu with the remote's own label, and served on its path.
    await page.getByRole('link', { name: NEW_ROUTE.nav.pl }).click();
    await page.waitForURL(`**/${NEW_ROUTE.segment}`);
    const notes = page.getByTestId('release-notes').getByRole('heading', { level: 1 });
    await notes.waitFor();
    expect(await notes.textContent()).toBe(NEW_ROUTE.heading.pl);
    await page.reload();
    await notes.waitFor();

    expect(hashDirectory(join(REPO_ROOT, 'shell/dist'))).toEqual(shellBefore);
    await context.close();
  });
});
