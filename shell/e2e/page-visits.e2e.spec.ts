import { randomUUID } from 'node:crypto';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, pickFromMenu, signIn } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

/** The pageview the shell reports for `path` (it posts the pathname on every route change). */
const reported = (page: Page, path: string) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/pageview') &&
      r.request().method() === 'POST' &&
      (r.request().postDataJSON() as { path?: string } | null)?.path === path,
  );

/** The rows of the visits table as [path, views], once the table (or its empty state) shows. */
const rowsShown = async (page: Page) => {
  await page
    .getByTestId('page-visits-list')
    .or(page.getByText('Nikt nie odwiedził żadnej strony w tych dniach.'))
    .waitFor();
  return page
    .getByTestId('page-visits-row')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent?.trim())),
    );
};

describe('Page visits, through the real API', () => {
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

  it('counts the pages a visitor opens, and an admin reads them per page', async () => {
    // Pages no other test (or earlier run) opens; unknown to the router, they still show the layout.
    const first = `/odwiedziny-${randomUUID().slice(0, 8)}`;
    const second = `${first}/druga`;

    const visitor = await (await browser.newContext()).newPage();
    let answer = reported(visitor, first);
    await visitor.goto(`${web.urls.shell}${first}?utm=ignored`);
    expect((await answer).status()).toBe(204);
    // The list shows the busiest pages first, 50 a page: enough views to be on the first page even
    // after the whole browser suite has run, whose pages are mostly visited once or twice.
    for (let i = 0; i < 7; i++) {
      answer = reported(visitor, first);
      await visitor.goto(`${web.urls.shell}${first}?again=${i}`);
      expect((await answer).status()).toBe(204);
    }
    // A route change inside the application (no page load) is a pageview too.
    answer = reported(visitor, '/');
    await visitor.getByRole('link', { name: 'Strona główna' }).click();
    expect((await answer).status()).toBe(204);
    for (let i = 0; i < 9; i++) {
      answer = reported(visitor, second);
      await visitor.goto(`${web.urls.shell}${second}?visit=${i}#part`);
      expect((await answer).status()).toBe(204);
    }
    await visitor.context().close();

    const admin = await (await browser.newContext()).newPage();
    await admin.goto(`${web.urls.shell}/log-in`);
    await signIn(admin, ADMIN);
    // Through the administration menu: a route change inside the application.
    await pickFromMenu(admin, 'admin-menu', 'menu-link-page-visits');
    await admin.getByTestId('page-visits-page').waitFor();

    // The API writes its counts every half second in this run; the read model follows.
    await expect
      .poll(
        async () => {
          const rows = await rowsShown(admin);
          const mine = rows.filter(([path]) => path === first || path === second);
          if (mine.length < 2) {
            await admin.reload(); // asks again
          }
          return mine;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toEqual([
        [second, '9'],
        [first, '8'],
      ]);

    // A range that ends before it starts is refused on the spot.
    await admin.getByTestId('page-visits-from').fill('2031-01-02');
    await admin.getByTestId('page-visits-to').fill('2031-01-01');
    await admin.getByText('Data początkowa nie może być późniejsza niż końcowa.').waitFor();
    expect(await admin.getByTestId('page-visits-list').count()).toBe(0);
    await admin.context().close();
  });
});
