import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { pageHead, SiteData, seriousAxeViolations } from './support/public-site.ts';
import { serveWeb } from './support/web.ts';

/**
 * Every public page, with content in it, passes axe-core without a serious or critical violation and
 * has a title and a description.
 */
describe('The public pages are accessible and described', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;
  const pages: string[] = [];

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    const site = await SiteData.signIn(await browser.newContext(), web.urls.shell);
    const branch = await site.branch({
      name: 'Oddział Tatry',
      country: 'POL',
      city: 'Nowy Targ',
      latitude: 49.48,
      longitude: 20.03,
      phone: '+48 600 100 200',
      email: 'tatry@example.org',
      facebook: 'https://facebook.com/tatry',
    });
    const session = await site.publishedSession(
      branch,
      ['I'],
      ['2031-05-01', '2031-05-03'],
      '<p>Majówka</p>',
    );
    const center = await site.retreatCenter('Dom pod Giewontem');
    await site.testimony({ author: 'Ewa', content: '<p>Dobry czas.</p>', type: 'TEXT', onMainPage: true });
    await site.testimony({
      author: 'Adam',
      content: 'https://video.example.org/a',
      type: 'VIDEO',
      onMainPage: true,
    });
    await site.testimony({
      author: 'Ola',
      content: 'https://youtu.be/dQw4w9WgXcQ',
      type: 'VIDEO',
      onMainPage: true,
    });
    await site.section('BRANCH', 'pl', 'Spotkania w Tatrach', 'Co miesiąc w Nowym Targu.', branch);
    await site.section('FORMATION', 'pl', 'Droga formacji', 'Trzy stopnie.');
    await site.section('BLOG', 'pl', 'Relacja z sesji', 'Było pięknie.');
    await site.aboutUs({
      title: 'Oddział pod Tatrami',
      content: `<p>${'Spotkania w górach. '.repeat(20)}</p>`,
      language: 'pl',
      main: false,
      branch,
    });
    await site.aboutUs({ title: 'Wspólnota', content: '<p>Od lat razem.</p>', language: 'pl', main: true });
    await site.aboutUs({
      title: 'Kim jesteśmy',
      content: `<p>${'Wspólnota. '.repeat(40)}</p>`,
      language: 'pl',
      main: false,
    });
    pages.push(
      '/',
      '/events',
      '/branches',
      `/branch/${branch}`,
      '/about-us',
      '/formation',
      '/blog',
      '/testimonies',
      '/privacy-policy',
      `/retreat-center/${center}`,
      '/contact',
      `/session-registration?session=${session}`,
    );
    page = await (await browser.newContext()).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('has no serious or critical axe violation, and a title and a description, on every public page', async () => {
    const problems: Record<string, string[]> = {};
    for (const path of pages) {
      await page.goto(`${web.urls.shell}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => document.querySelectorAll('[role="status"]').length === 0);
      const head = await pageHead(page);
      const found = await seriousAxeViolations(page);
      if (!head.title || head.title === 'Cenacle') found.push(`no title of its own (${head.title})`);
      if (!head.description || head.description === 'Cenacle') found.push('no description of its own');
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
  });
});
