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
const ZAKOPANE = `Zakopane ${RUN}`;
const MUNICH = `München ${RUN}`;
const LODZ = `Łódź Bałuty ${RUN}`;
// Named to sort after the demo branch, which other tests take as the first branch.
const UNPLACED = `Oddział bez współrzędnych ${RUN}`;
const LONG_TEXT = `Świadectwo ${RUN}: ${'Przyjechałam zmęczona, wróciłam z nadzieją i nowymi przyjaciółmi. '.repeat(4)}`;
const VIDEO_URL = `https://video.example.org/watch/${RUN}`;
const YOUTUBE_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s';
const VIMEO_URL = 'https://vimeo.com/76979871';
/** The players' pages, served here in their place: this machine does not reach YouTube or Vimeo. */
const PLAYER_STUB = { contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' };

describe('The public site (mf-public), for an anonymous visitor', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;
  let site: SiteData;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    site = await SiteData.signIn(await browser.newContext(), web.urls.shell);
    ids.zakopane = await site.branch({
      name: ZAKOPANE,
      country: 'POL',
      city: 'Zakopane',
      latitude: 49.3,
      longitude: 19.95,
    });
    ids.munich = await site.branch({
      name: MUNICH,
      country: 'DEU',
      city: 'München',
      latitude: 48.14,
      longitude: 11.58,
    });
    ids.lodz = await site.branch({
      name: LODZ,
      country: 'POL',
      city: 'Łódź',
      latitude: 51.77,
      longitude: 19.46,
    });
    ids.unplaced = await site.branch({ name: UNPLACED, country: 'POL', city: 'Kraków' });
    ids.zakopaneSession = await site.publishedSession(
      ids.zakopane,
      ['I'],
      ['2031-02-07', '2031-02-09'],
      '<p>Góry</p>',
    );
    ids.munichSession = await site.publishedSession(
      ids.munich,
      ['II'],
      ['2031-03-07', '2031-03-09'],
      '<p>Berge</p>',
    );
    page = await (await browser.newContext()).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  describe('/branches', () => {
    const marker = (name: string) => page.locator(`.branch-marker[title="${name}"]`);
    const listed = (name: string) => page.getByTestId('branch-list').getByRole('link', { name, exact: true });

    it('shows the placed branches as markers and in the list, even with no tile server answering', async () => {
      await page.goto(`${web.urls.shell}/branches`);
      await marker(ZAKOPANE).waitFor();
      expect(await marker(MUNICH).count()).toBe(1);
      expect(await listed(LODZ).count()).toBe(1);
      // The configured tile server (MAP_TILES_URL) serves no tile here, and the map still works.
      const tile = await page.locator('img.leaflet-tile').first().getAttribute('src');
      expect(tile).toContain('/no-tile-server/');
      // A branch without coordinates is not shown at all.
      expect(await marker(UNPLACED).count()).toBe(0);
      expect(await page.getByText(UNPLACED).count()).toBe(0);
    });

    it('filters by country', async () => {
      await page.getByLabel('Kraj').selectOption('DEU');
      await marker(ZAKOPANE).waitFor({ state: 'detached' });
      expect(await marker(MUNICH).count()).toBe(1);
      expect(await listed(MUNICH).count()).toBe(1);
      expect(await listed(LODZ).count()).toBe(0);
      await page.getByLabel('Kraj').selectOption('');
    });

    it('filters by name, accents folded', async () => {
      await page.getByLabel('Nazwa oddziału').fill(`lodz baluty ${RUN}`);
      await marker(ZAKOPANE).waitFor({ state: 'detached' });
      expect(await marker(LODZ).count()).toBe(1);
      expect(await listed(LODZ).count()).toBe(1);
      expect(await listed(MUNICH).count()).toBe(0);
    });
  });

  describe('/events', () => {
    const item = (p: Page, branch: string) => p.getByTestId('event-item').filter({ hasText: branch });

    it('filters the sessions by country, branch and level', async () => {
      await page.goto(`${web.urls.shell}/events`);
      await item(page, ZAKOPANE).waitFor();
      expect(await item(page, MUNICH).count()).toBe(1);

      await page.getByLabel('Kraj').selectOption('DEU');
      await item(page, ZAKOPANE).waitFor({ state: 'detached' });
      expect(await item(page, MUNICH).count()).toBe(1);

      await page.getByLabel('Kraj').selectOption('POL');
      await item(page, ZAKOPANE).waitFor();
      await page.getByRole('checkbox', { name: LODZ }).check();
      await item(page, ZAKOPANE).waitFor({ state: 'detached' });
      expect(await page.getByText('Brak sesji spełniających wybrane kryteria.').count()).toBe(1);
      await page.getByRole('checkbox', { name: LODZ }).uncheck();
      await page.getByRole('checkbox', { name: ZAKOPANE }).check();
      await item(page, ZAKOPANE).waitFor();

      await page.getByLabel('Kraj').selectOption('');
      await page.getByRole('checkbox', { name: 'II', exact: true }).check();
      await item(page, MUNICH).waitFor();
      await item(page, ZAKOPANE).waitFor({ state: 'detached' });
      await page.getByRole('checkbox', { name: 'II', exact: true }).uncheck();
    });

    it('opens a preview in a dialog that links to the registration', async () => {
      await page.goto(`${web.urls.shell}/events`);
      await item(page, ZAKOPANE)
        .getByRole('button', { name: /Szczegóły/ })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe(
        `Sesja letnia – ${ZAKOPANE}`,
      );
      expect(await dialog.getByText('ul. Leśna 1, Zakopane').count()).toBe(1);
      expect(await dialog.getByRole('link', { name: 'Zapisz się' }).getAttribute('href')).toBe(
        `/session-registration?session=${ids.zakopaneSession}`,
      );
      await dialog.getByRole('button', { name: 'Zamknij' }).click();
      await dialog.waitFor({ state: 'detached' });
    });

    it('expands the preview inline on a phone-sized screen', async () => {
      const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
      await phone.goto(`${web.urls.shell}/events`);
      const event = item(phone, MUNICH);
      const toggle = event.getByRole('button', { name: /Szczegóły/ });
      await toggle.click();
      await event.getByRole('link', { name: 'Zapisz się' }).waitFor();
      expect(await phone.getByRole('dialog').count()).toBe(0);
      expect(await event.getByRole('button', { name: /Ukryj szczegóły/ }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect(await event.getByRole('link', { name: 'Zapisz się' }).getAttribute('href')).toBe(
        `/session-registration?session=${ids.munichSession}`,
      );
      await phone.context().close();
    });
  });

  describe('testimonies and the home page', () => {
    beforeAll(async () => {
      await site.testimony({
        author: `Maria ${RUN}`,
        content: `<p>${LONG_TEXT}</p>`,
        type: 'TEXT',
        onMainPage: true,
      });
      await site.testimony({ author: `Jan ${RUN}`, content: VIDEO_URL, type: 'VIDEO', onMainPage: false });
      await site.testimony({ author: `Anna ${RUN}`, content: YOUTUBE_URL, type: 'VIDEO', onMainPage: false });
      await site.testimony({ author: `Piotr ${RUN}`, content: VIMEO_URL, type: 'VIDEO', onMainPage: false });
      await site.section('LONG_PAGE', 'pl', `Rekolekcje dla każdego ${RUN}`, 'Zapraszamy na sesje.');
      await site.section('LONG_PAGE', 'en', `Retreats for everyone ${RUN}`, 'Join our sessions.');
    });

    it('shows a written testimony shortened to 100 characters and a film of another site as its link', async () => {
      await page.goto(`${web.urls.shell}/testimonies`);
      const text = page.getByTestId('testimony-TEXT').filter({ hasText: `Maria ${RUN}` });
      await text.waitFor();
      const quote = (await text.locator('blockquote').textContent()) ?? '';
      expect(quote.endsWith('…')).toBe(true);
      expect([...quote].length).toBeLessThanOrEqual(100);
      await text.getByRole('button', { name: /Czytaj dalej/ }).click();
      expect(await text.locator('blockquote').textContent()).toContain(LONG_TEXT.trim());
      const video = page.getByTestId('testimony-VIDEO').filter({ hasText: `Jan ${RUN}` });
      expect(await video.getByRole('link').getAttribute('href')).toBe(VIDEO_URL);
    });

    it('plays a YouTube or Vimeo testimony on the page, loading the privacy-friendly player only when asked', async () => {
      const asked: string[] = [];
      for (const origin of ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']) {
        await page.route(`${origin}/**`, (route) => {
          asked.push(route.request().url());
          return route.fulfill(PLAYER_STUB);
        });
      }
      await page.goto(`${web.urls.shell}/testimonies`);
      const card = page.getByTestId('testimony-VIDEO').filter({ hasText: `Anna ${RUN}` });
      const play = card.getByRole('button', { name: new RegExp(`^Odtwórz świadectwo: Anna ${RUN}`) });
      await play.waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      expect(asked).toEqual([]);

      await play.click();
      const player = card.getByTestId('video-player');
      await player.waitFor();
      expect(await player.getAttribute('src')).toBe(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&start=65',
      );
      expect(await player.getAttribute('title')).toBe(`Świadectwo wideo: Anna ${RUN}`);
      expect(await player.getAttribute('loading')).toBe('lazy');
      await expect.poll(() => player.evaluate((frame) => frame === document.activeElement)).toBe(true);
      // The page's Content-Security-Policy lets the player in (a refusal fails every browser test).
      await expect.poll(() => asked.some((url) => url.includes('/embed/dQw4w9WgXcQ'))).toBe(true);
      expect(await card.getByRole('button').count()).toBe(0);

      const vimeo = page.getByTestId('testimony-VIDEO').filter({ hasText: `Piotr ${RUN}` });
      expect(await vimeo.getByTestId('video-player').count()).toBe(0);
      await vimeo.getByRole('button', { name: new RegExp(`^Odtwórz świadectwo: Piotr ${RUN}`) }).click();
      expect(await vimeo.getByTestId('video-player').getAttribute('src')).toBe(
        'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      );
      await expect.poll(() => asked.some((url) => url.includes('/video/76979871'))).toBe(true);
      await page.unrouteAll();
    });

    it('reaches the formation and blog pages from the site menu', async () => {
      await page.goto(`${web.urls.shell}/`);
      const menu = page.locator('#site-menu');
      await menu.getByRole('link', { name: 'Formacja' }).click();
      await page.waitForURL('**/formation');
      await page.getByRole('heading', { level: 1, name: 'Formacja' }).waitFor();
      await menu.getByRole('link', { name: 'Blog' }).click();
      await page.waitForURL('**/blog');
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    });

    it("shows the home page's CMS section in Polish, then in English, and only the testimonies chosen for it", async () => {
      await page.goto(`${web.urls.shell}/`);
      await page.getByRole('heading', { name: `Rekolekcje dla każdego ${RUN}` }).waitFor();
      expect(await page.getByRole('heading', { name: `Retreats for everyone ${RUN}` }).count()).toBe(0);
      await page
        .getByTestId('testimony-TEXT')
        .filter({ hasText: `Maria ${RUN}` })
        .waitFor();
      expect(await page.getByText(`Jan ${RUN}`).count()).toBe(0);
      expect(await page.locator('#home-join').textContent()).toBe('Jak dołączyć');
      // The map loads when asked for, with the branches' markers.
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      await page.getByRole('button', { name: /Pokaż mapę oddziałów/ }).click();
      await page.locator(`.branch-marker[title="${MUNICH}"]`).waitFor();

      await page.getByTestId('locale-menu').click();
      await page.locator('[role="menuitemradio"][lang="en"]').click();
      await page.getByRole('heading', { name: `Retreats for everyone ${RUN}` }).waitFor();
      expect(await page.getByRole('heading', { name: `Rekolekcje dla każdego ${RUN}` }).count()).toBe(0);
      expect(await page.locator('#home-join').textContent()).toBe('How to join');
      expect(await page.title()).toBe('Community, retreats and formation · Cenacle');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    });
  });
});
