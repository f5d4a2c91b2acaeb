import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { signInContext } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

interface ManifestShared {
  readonly name: string;
  readonly assets: { readonly js: { readonly sync: readonly string[]; readonly async: readonly string[] } };
}

/** URLs of the copies of a shared package a remote carries (downloaded only if the shell had none). */
async function remoteCopiesOf(manifestUrl: string, packages: readonly string[]): Promise<string[]> {
  const manifest = (await (await fetch(manifestUrl)).json()) as { shared: ManifestShared[] };
  const base = new URL('.', manifestUrl);
  return manifest.shared
    .filter((s) => packages.includes(s.name))
    .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async])
    .map((file) => new URL(file, base).toString());
}

/** Counts React renderers the page registers (each react-dom copy registers itself once). */
const COUNT_REACT_RENDERERS = () => {
  const w = window as unknown as { __reactRenderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  w.__reactRenderers = 0;
  const renderers = new Map<number, unknown>();
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers,
    inject(renderer: unknown) {
      w.__reactRenderers++;
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
};

describe('Runtime federation', () => {
  let web: WebServers;
  let browser: Browser;
  let sessionId: string;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    sessionId = inject('demoSessionId');
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  /** The demo session's row in the sessions list (other test files add sessions of their own). */
  const demoRow = (page: Page) => page.locator(`[data-testid="session-row"][data-session-id="${sessionId}"]`);

  async function signedInPage(): Promise<{ page: Page; requests: string[] }> {
    const context = await browser.newContext();
    await signInContext(context, web.urls.shell, { username: 'admin', password: 'admin' });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    return { page, requests };
  }

  it('finds the remotes in remotes.json and loads each one only when its route is visited', async () => {
    const { page, requests } = await signedInPage();
    await page.goto(`${web.urls.shell}/sessions`);
    await page.getByTestId('session-row').first().waitFor();

    expect(requests).toContain(`${web.urls.shell}/remotes.json`);
    expect(requests).toContain(web.remotes.planning);
    expect(requests).not.toContain(web.remotes.accounting);

    await demoRow(page)
      .getByRole('link', { name: /Księgowość sesji/ })
      .click();
    await page.getByTestId('payment-row').first().waitFor();
    expect(requests).toContain(web.remotes.accounting);
    await page.context().close();
  });

  it('loads React once for the shell and every remote', async () => {
    const { page, requests } = await signedInPage();
    await page.addInitScript(COUNT_REACT_RENDERERS);
    await page.goto(`${web.urls.shell}/sessions`);
    await page.getByTestId('session-row').first().waitFor();
    await demoRow(page)
      .getByRole('link', { name: /Księgowość sesji/ })
      .click();
    await page.getByTestId('payment-row').first().waitFor();

    expect(
      await page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers),
    ).toBe(1);
    const singletons = [
      'react',
      'react-dom',
      'react-router',
      '@tanstack/react-query',
      'i18next',
      'react-i18next',
    ];
    const remoteCopies = [
      ...(await remoteCopiesOf(web.remotes.planning, singletons)),
      ...(await remoteCopiesOf(web.remotes.accounting, singletons)),
    ];
    expect(remoteCopies.length).toBeGreaterThan(0);
    expect(requests.filter((url) => remoteCopies.includes(url))).toEqual([]);
    await page.context().close();
  });

  it('shows the module-unavailable panel when mf-accounting is down while planning keeps working', async () => {
    const { page } = await signedInPage();
    await web.stop('accounting');
    try {
      await page.goto(`${web.urls.shell}/accounting?session=${sessionId}`);
      const panel = page.getByTestId('module-unavailable-accounting');
      await panel.waitFor();
      expect(await panel.textContent()).toContain('Moduł niedostępny');

      await page.getByRole('link', { name: 'Sesje' }).click();
      await page.getByTestId('session-row').first().waitFor();
      expect(await page.getByTestId('sessions-page').isVisible()).toBe(true);

      await page.goBack();
      await panel.waitFor();
      await web.restart('accounting');
      await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
      await page.getByTestId('payment-row').first().waitFor();
    } finally {
      await web.restart('accounting');
      await page.context().close();
    }
  });
});
