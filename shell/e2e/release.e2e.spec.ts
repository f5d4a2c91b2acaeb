import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { hashDirectory } from './support/hash-dir.ts';
import { REPO_ROOT, WORK_DIR } from './support/paths.ts';
import { firstSessionId, signInContext } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

const RELEASE_DIR = join(WORK_DIR, 'release');
/** What mf-accounting's server serves: a deployed copy of its build, replaced by the "release". */
const SERVED = join(RELEASE_DIR, 'served-accounting');
/** A checkout of mf-accounting where the visible string is changed and the remote rebuilt. */
const CHECKOUT = join(RELEASE_DIR, 'mf-accounting');
const NEW_TITLE = 'Księgowość — nowe wydanie';

function buildChangedAccounting(): void {
  rmSync(CHECKOUT, { recursive: true, force: true });
  mkdirSync(CHECKOUT, { recursive: true });
  for (const entry of ['package.json', 'rsbuild.config.ts', 'src']) {
    cpSync(join(REPO_ROOT, 'mf-accounting', entry), join(CHECKOUT, entry), { recursive: true });
  }
  const localeFile = join(CHECKOUT, 'src/i18n/locales/pl.json');
  const strings = JSON.parse(readFileSync(localeFile, 'utf8')) as { title: string };
  writeFileSync(localeFile, JSON.stringify({ ...strings, title: NEW_TITLE }, null, 2));
  const build = spawnSync(join(REPO_ROOT, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd: CHECKOUT,
    encoding: 'utf8',
    // vitest sets NODE_ENV=test, which would make Rsbuild build for development.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`mf-accounting build failed:\n${build.stdout}\n${build.stderr}`);
}

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

  it('shows a string changed in mf-accounting after rebuilding only mf-accounting, the shell untouched', async () => {
    const shellBefore = hashDirectory(join(REPO_ROOT, 'shell/dist'));
    const context = await browser.newContext();
    await signInContext(context, web.urls.shell, { username: 'admin', password: 'admin' });
    const sessionId = await firstSessionId(context, web.urls.shell);
    const page = await context.newPage();
    await page.goto(`${web.urls.shell}/accounting?session=${sessionId}`);
    const title = page.getByTestId('accounting-page').getByRole('heading', { level: 1 });
    await title.waitFor();
    expect(await title.textContent()).toBe('Księgowość');
    const manifestBefore = await (await fetch(web.remotes.accounting)).text();

    buildChangedAccounting();
    rmSync(SERVED, { recursive: true, force: true });
    cpSync(join(CHECKOUT, 'dist'), SERVED, { recursive: true });

    await page.reload();
    await page.getByText(NEW_TITLE).waitFor();
    expect(await title.textContent()).toBe(NEW_TITLE);
    expect(await (await fetch(web.remotes.accounting)).text()).not.toBe(manifestBefore);
    expect(hashDirectory(join(REPO_ROOT, 'shell/dist'))).toEqual(shellBefore);
    await context.close();
  });
});
