import { randomUUID } from 'node:crypto';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { SiteData } from './support/public-site.ts';
import { serveWeb } from './support/web.ts';

/** Names of this run: other test files share the API, so every assertion names its own data. */
const RUN = randomUUID().slice(0, 6);
const MAIN_TEXT = `Wspólnota ${RUN} prowadzi rekolekcje od lat. ${'Spotykamy się, modlimy i uczymy. '.repeat(8)}`;
const OTHER_TEXT = `Historia ${RUN}: ${'Zaczęło się od kilku rodzin w jednym mieście. '.repeat(8)}`;
const FOR_ALL = `Dla wszystkich ${RUN}`;
const FOR_POLAND = `Dla Polski ${RUN}`;
const FOR_GERMANY = `Dla Niemiec ${RUN}`;
const EN = { forAll: `For everyone ${RUN}`, forPoland: `For Poland ${RUN}` };
const DE = { forAll: `Für alle ${RUN}`, forGermany: `Für Deutschland ${RUN}`, forPoland: `Für Polen ${RUN}` };
const FORMATION_POLAND = `Formacja w Polsce ${RUN}`;

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('Public content by its own calls: about us, and the sections of the visitor’s country', () => {
  let web: WebServers;
  let browser: Browser;
  let site: SiteData;
  let branchId: string;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    site = await SiteData.signIn(await browser.newContext(), web.urls.shell);
    // Active branches in both countries (named to sort after the demo branches other tests take first).
    branchId = await site.branch({ name: `Oddział ${RUN}`, country: 'POL', city: 'Lublin' });
    await site.branch({ name: `Zweigstelle ${RUN}`, country: 'DEU', city: 'Köln' });
    await site.aboutUs({
      title: `Kim jesteśmy ${RUN}`,
      content: `<p>${MAIN_TEXT}</p>`,
      language: 'pl',
      main: true,
    });
    await site.aboutUs({
      title: `Nasza historia ${RUN}`,
      content: `<p>${OTHER_TEXT}</p>`,
      language: 'pl',
      main: false,
    });
    await site.aboutUs({
      title: `Oddział w Lublinie ${RUN}`,
      content: `<p>${OTHER_TEXT}</p>`,
      language: 'pl',
      main: false,
      branch: branchId,
    });
    await site.section('LONG_PAGE', 'pl', FOR_ALL, 'Zapraszamy każdego.');
    await site.section('LONG_PAGE', 'pl', FOR_POLAND, 'Sesje w Polsce.', undefined, 'POL');
    await site.section('LONG_PAGE', 'pl', FOR_GERMANY, 'Sesje w Niemczech.', undefined, 'DEU');
    await site.section('FORMATION', 'pl', FORMATION_POLAND, 'Trzy stopnie.', undefined, 'POL');
    await site.section('LONG_PAGE', 'en', EN.forAll, 'Everyone is welcome.');
    await site.section('LONG_PAGE', 'en', EN.forPoland, 'Sessions in Poland.', undefined, 'POL');
    await site.section('LONG_PAGE', 'de', DE.forAll, 'Alle sind willkommen.');
    await site.section('LONG_PAGE', 'de', DE.forGermany, 'Sitzungen in Deutschland.', undefined, 'DEU');
    await site.section('LONG_PAGE', 'de', DE.forPoland, 'Sitzungen in Polen.', undefined, 'POL');
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  describe('/about-us', () => {
    it('shows the main entries whole and the others as 200-character previews, from one call', async () => {
      const page = await (await browser.newContext()).newPage();
      const calls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/about-us') calls.push(url.search);
      });
      await page.goto(`${web.urls.shell}/about-us`);
      const main = page.getByTestId('about-us-main').filter({ hasText: `Kim jesteśmy ${RUN}` });
      await main.waitFor();
      expect(await main.locator('p').textContent()).toBe(MAIN_TEXT);
      expect(await main.getByRole('button').count()).toBe(0);

      const other = page.getByTestId('about-us-entry').filter({ hasText: `Nasza historia ${RUN}` });
      const preview = (await other.locator('p').textContent()) ?? '';
      expect(preview.endsWith('…')).toBe(true);
      expect([...preview].length).toBeLessThanOrEqual(200);
      // A main entry is never among the previews.
      expect(
        await page
          .getByTestId('about-us-entry')
          .filter({ hasText: `Kim jesteśmy ${RUN}` })
          .count(),
      ).toBe(0);
      const more = other.getByRole('button', { name: /Czytaj dalej/ });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      await more.click();
      expect(await other.locator('p').textContent()).toBe(OTHER_TEXT);

      // A branch's entry belongs on the branch's page only.
      expect(await page.getByText(`Oddział w Lublinie ${RUN}`).count()).toBe(0);
      expect([...new Set(calls)]).toEqual(['?language=pl']);
      // Written in the visitor's own language: nothing to point out.
      expect(await page.getByTestId('language-note').count()).toBe(0);
      await page.context().close();
    });

    it('says so when the entries are shown in Polish to a Ukrainian visitor (none written in Ukrainian)', async () => {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${web.urls.shell}/about-us`);
      await page
        .getByTestId('about-us-main')
        .filter({ hasText: `Kim jesteśmy ${RUN}` })
        .waitFor();
      await page.getByTestId('locale-menu').click();
      await page.locator('[role="menuitemradio"][lang="uk"]').click();
      const note = page.getByTestId('language-note');
      await note.first().waitFor();
      expect(await note.first().textContent()).toContain('ще не доступний українською');
      expect(await note.first().textContent()).toContain('польська');
      await page.context().close();
    });

    it("shows a branch's own entries on its page, by GET /api/about-us/{branchId}", async () => {
      const page = await (await browser.newContext()).newPage();
      const called = page.waitForRequest((request) =>
        new URL(request.url()).pathname.endsWith(`/api/about-us/${branchId}`),
      );
      await page.goto(`${web.urls.shell}/branch/${branchId}`);
      const about = page.getByTestId('branch-about-us');
      await about.getByRole('heading', { name: 'O oddziale' }).waitFor();
      const entry = about.getByTestId('about-us-entry').filter({ hasText: `Oddział w Lublinie ${RUN}` });
      expect(((await entry.locator('p').textContent()) ?? '').endsWith('…')).toBe(true);
      expect(await about.getByText(`Kim jesteśmy ${RUN}`).count()).toBe(0);
      await called;
      await page.context().close();
    });

    it('puts the main entry on the home page as a preview leading to /about-us', async () => {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${web.urls.shell}/`);
      const about = page.getByTestId('home-about-us');
      await heading(page, `Kim jesteśmy ${RUN}`).waitFor();
      expect(await about.getByText(`Nasza historia ${RUN}`).count()).toBe(0);
      await about.getByRole('link', { name: 'Więcej o nas' }).click();
      await page.waitForURL('**/about-us');
      await page
        .getByTestId('about-us-main')
        .filter({ hasText: `Kim jesteśmy ${RUN}` })
        .waitFor();
      await page.context().close();
    });
  });

  describe('the home page by country', () => {
    it('chooses Poland for a Polish visitor: the sections of Poland and of every country', async () => {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${web.urls.shell}/`);
      await heading(page, FOR_POLAND).waitFor();
      expect(await heading(page, FOR_ALL).count()).toBe(1);
      expect(await heading(page, FOR_GERMANY).count()).toBe(0);
      const choice = page.getByLabel('Treści dla kraju');
      expect(await choice.inputValue()).toBe('POL');
      // Offered: the countries with an active branch, and none.
      const offered = await choice
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(offered).toEqual(expect.arrayContaining(['', 'DEU', 'POL']));

      await choice.selectOption('DEU');
      await heading(page, FOR_GERMANY).waitFor();
      await heading(page, FOR_POLAND).waitFor({ state: 'detached' });
      expect(await heading(page, FOR_ALL).count()).toBe(1);

      // Kept in this browser: a reload, and another page of sections, keep Germany.
      await page.reload();
      await heading(page, FOR_GERMANY).waitFor();
      expect(await page.getByLabel('Treści dla kraju').inputValue()).toBe('DEU');
      await page.goto(`${web.urls.shell}/formation`);
      await page.getByLabel('Treści dla kraju').waitFor();
      expect(await page.getByLabel('Treści dla kraju').inputValue()).toBe('DEU');
      expect(await heading(page, FORMATION_POLAND).count()).toBe(0);
      await page.getByLabel('Treści dla kraju').selectOption('POL');
      await heading(page, FORMATION_POLAND).waitFor();

      // No country: only the sections for every country.
      await page.goto(`${web.urls.shell}/`);
      // The choice draws before the sections: wait for Poland's, or "detached" holds at once.
      await heading(page, FOR_POLAND).waitFor();
      await page.getByLabel('Treści dla kraju').selectOption('');
      await heading(page, FOR_POLAND).waitFor({ state: 'detached' });
      expect(await heading(page, FOR_ALL).count()).toBe(1);
      expect(await heading(page, FOR_GERMANY).count()).toBe(0);
      await page.reload();
      await heading(page, FOR_ALL).waitFor();
      expect(await page.getByLabel('Treści dla kraju').inputValue()).toBe('');
      expect(await heading(page, FOR_POLAND).count()).toBe(0);
      await page.context().close();
    });

    it('chooses no country for an English visitor, and a German visitor gets Germany', async () => {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${web.urls.shell}/`);
      await heading(page, FOR_POLAND).waitFor();
      await page.getByTestId('locale-menu').click();
      await page.locator('[role="menuitemradio"][lang="en"]').click();
      await heading(page, EN.forAll).waitFor();
      expect(await page.getByLabel('Content for the country').inputValue()).toBe('');
      expect(await heading(page, EN.forPoland).count()).toBe(0);

      await page.getByTestId('locale-menu').click();
      await page.locator('[role="menuitemradio"][lang="de"]').click();
      await heading(page, DE.forGermany).waitFor();
      expect(await page.getByLabel('Inhalte für das Land').inputValue()).toBe('DEU');
      expect(await heading(page, DE.forAll).count()).toBe(1);
      expect(await heading(page, DE.forPoland).count()).toBe(0);
      await page.context().close();
    });
  });
});
