import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAYMENT_CATEGORIES } from '@cenacle/shared-domain/accounting/rules';
import { CONFERENCE_MOVE_ACTIONS } from '@cenacle/shared-domain/conferences/rules';
import { CMS_LOCATIONS, DEVICES, TESTIMONY_TYPES } from '@cenacle/shared-domain/content/rules';
import { BATHROOM_FITTINGS, UNHONOURED_WISHES } from '@cenacle/shared-domain/lodging/rules';
import { MAIL_STATES } from '@cenacle/shared-domain/mail/rules';
import { SEASONS, SESSION_PRICE_TYPES } from '@cenacle/shared-domain/organisation/rules';
import { PARTICIPANT_STATUSES, REGISTRATION_SOURCES } from '@cenacle/shared-domain/participants/rules';
import { GENDERS } from '@cenacle/shared-domain/registration/rules';
import {
  ALERT_HEADER,
  AUTHORITIES,
  LANG_KEYS,
  type LangKey,
  PARAMS_HEADER,
} from '@cenacle/shared-domain/rules';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { checkLayout, describeFinding, screenshot } from './support/layout-check.ts';
import { REPO_ROOT } from './support/paths.ts';
import { ADMIN, SERVANT, signInContext } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

/**
 * Issue 24 §2: no screen shows a translation key, an unfilled placeholder, a raw UUID or an enum
 * code, in any of the four languages. Every route the shell and the remotes register is opened
 * (staff routes as the administrator, public and account pages anonymously) once its data has
 * arrived, and its visible text is read. Content marked `translate="no"` (log lines, property
 * names, API paths: machine text shown as it is on the management pages) is not read.
 *
 * Issue 24 §7 on the same visits: each language pass has its own window width, so every staff page
 * is seen at 1440, 1024 and 390 px; each is photographed into `.work/screenshots/` and its layout
 * checked (`support/layout-check.ts`: clipped or spilling text, overlaps, words broken mid-word,
 * glued headings, a toast over the title, a row's buttons on two lines).
 */

/** The window width of each language's pass. */
const WIDTHS: Record<LangKey, number> = { pl: 1440, en: 1024, uk: 390, de: 1440 };
/** The route on which a toast is made to show, to see where it lands next to the page's title. */
const TOAST_ROUTE = 'planning:/participants';

/** Who opens a route: a visitor, the administrator, or a servant where the administrator may not (§6). */
type Where = 'anonymous' | 'admin' | 'servant';
interface Visit {
  readonly route: string;
  readonly path: string;
  readonly who: Where;
}

/** Enum values of the contracts that a screen must name in words, never as the code. */
const ENUM_CODES: ReadonlySet<string> = new Set([
  ...PAYMENT_CATEGORIES,
  ...CONFERENCE_MOVE_ACTIONS,
  ...CMS_LOCATIONS,
  ...DEVICES,
  ...TESTIMONY_TYPES,
  ...BATHROOM_FITTINGS,
  ...UNHONOURED_WISHES,
  ...MAIL_STATES,
  ...SEASONS,
  ...SESSION_PRICE_TYPES,
  ...PARTICIPANT_STATUSES,
  ...REGISTRATION_SOURCES,
  ...GENDERS,
  ...AUTHORITIES,
]);

/** What ends a dotted word that is a host name or a file, not a key. */
const NOT_KEY_ENDINGS = new Set(
  'com org net pl de eu ua uk io example test local json csv pdf png jpg jpeg svg txt html doc docx odt xlsx ics'.split(
    ' ',
  ),
);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const PLACEHOLDER = /\{\{[^}]*\}\}|\{[a-zA-Z_]+\}|\$t\(/;
const KEY = /^[a-z][a-zA-Z0-9_-]*(?::[a-zA-Z0-9_-]+)?(?:\.[a-zA-Z][a-zA-Z0-9_-]*)+$/;
const SCREAMING = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** The offending pieces of a page's visible text, each with what it looks like. */
function findRawText(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    const uuid = line.match(UUID);
    if (uuid) found.push(`uuid: ${uuid[0]}  «${line.trim().slice(0, 120)}»`);
    const placeholder = line.match(PLACEHOLDER);
    if (placeholder) found.push(`placeholder: ${placeholder[0]}  «${line.trim().slice(0, 120)}»`);
    for (const raw of line.split(/\s+/)) {
      if (raw.includes('@') || raw.includes('/')) continue;
      const token = raw.replace(/^[("'„«[]+|[)"'”»\],;!?…]+$|\.$|:$/g, '');
      if (KEY.test(token)) {
        const segments = token.split(/[.:]/);
        const last = segments.at(-1)?.toLowerCase() ?? '';
        if (!NOT_KEY_ENDINGS.has(last) && segments.every((s) => s.length >= 2))
          found.push(`key: ${token}  «${line.trim().slice(0, 120)}»`);
      }
      if (SCREAMING.test(token) || ENUM_CODES.has(token))
        found.push(`code: ${token}  «${line.trim().slice(0, 120)}»`);
    }
  }
  return found;
}

/** The text a person sees: visible text nodes, outside `translate="no"` and the page's scripts. */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const value = node.nodeValue?.trim();
      if (!parent || !value) continue;
      if (parent.closest('script, style, noscript, [translate="no"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      parts.push(value);
    }
    return [...parts, document.title].join('\n');
  });
}

/** The shell's own routes, as its router and account-routes module register them. */
function shellRoutes(): { path: string; public: boolean }[] {
  const source = (file: string) => readFileSync(join(REPO_ROOT, 'shell/src', file), 'utf8');
  const found = [
    ...source('app/router.tsx').matchAll(/path="([^"*]+)"/g),
    ...source('features/auth/account-routes.tsx').matchAll(/path: '([^']+)'/g),
  ].map((m) => m[1] ?? '');
  return found.map((path) => ({ path, public: path !== 'change-password' }));
}

interface RoutesFile {
  readonly routes: readonly {
    readonly segment: string;
    readonly authorities: readonly string[];
    readonly public?: true;
  }[];
}

describe('Every route in every language', () => {
  let web: WebServers;
  let browser: Browser;
  const pages: Partial<Record<Where, Page>> = {};
  const visits: Visit[] = [];
  const ids = { session: '', openSession: '', branch: '', center: '' };

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    const staffContext = await browser.newContext();
    const staff = await Staff.signIn(staffContext, web.urls.shell);
    ids.session = inject('demoSessionId');
    // A session open for registration, with a form and prices: the public form shows all its parts.
    ids.openSession = await staff.planSession(['I', 'II'], ['2044-07-01', '2044-07-07']);
    await staff.price(ids.openSession, 'ACCOMMODATION', 300);
    await staff.form(ids.openSession);
    await staff.publish(ids.openSession, new Date(Date.now() + 30 * 86_400_000), 40);
    const get = async <T>(path: string) =>
      (await staffContext.request.get(`${web.urls.shell}${path}`)).json() as T;
    ids.branch = (await get<{ id: { value: string } }[]>('/api/branches'))[0]?.id.value ?? '';
    ids.center = (await get<{ id: { value: string } }[]>('/api/retreat-centers'))[0]?.id.value ?? '';
    expect(ids.branch).not.toBe('');
    expect(ids.center).not.toBe('');

    // The routes, as registered: the shell's, and those each remote's routes.json declares.
    for (const route of shellRoutes()) {
      const path = route.path
        .replace(':id', randomUUID())
        .replace(':userId', randomUUID())
        .replace(':token', 'expired-token');
      visits.push({ route: route.path, path: `/${path}`, who: route.public ? 'anonymous' : 'admin' });
    }
    for (const remote of ['planning', 'accounting', 'publicSite', 'cms'] as const) {
      const file = (await (await fetch(`${web.urls[remote]}/routes.json`)).json()) as RoutesFile;
      for (const { segment, authorities, public: open } of file.routes)
        visits.push({
          route: `${remote}:/${segment}`,
          path: fill(segment, open === true),
          who: open
            ? 'anonymous'
            : authorities.length === 0 || authorities.includes('ROLE_ADMIN')
              ? 'admin'
              : 'servant',
        });
    }

    const admin = await browser.newContext();
    await signInContext(admin, web.urls.shell, ADMIN);
    pages.admin = await watched(admin);
    pages.anonymous = await watched(await browser.newContext());
    // The servant of the demo data, on the demo session: he opens what the administrator may not.
    await staff.addServant(ids.session, 'servant@cenacle.example').catch(() => undefined);
    const servant = await browser.newContext();
    await signInContext(servant, web.urls.shell, SERVANT);
    pages.servant = await watched(servant);
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  /** A route's address with its parameters filled from the seeded data. */
  function fill(segment: string, open: boolean): string {
    switch (segment) {
      case '':
        return '/';
      case 'admin':
        return '/admin/users';
      case 'config':
        return '/config/mail-account';
      case 'branch':
        return `/branch/${ids.branch}`;
      case 'retreat-center':
        return `/retreat-center/${ids.center}`;
      case 'branch-cms':
        return `/branch-cms?branch=${ids.branch}`;
      case 'session-registration':
        return `/session-registration?session=${ids.openSession}`;
      default:
        return open ? `/${segment}` : `/${segment}?session=${ids.session}`;
    }
  }

  const inFlight = new WeakMap<Page, Set<unknown>>();

  /** A page that counts its requests in flight (not the live streams, which stay open). */
  async function watched(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    const open = new Set<unknown>();
    inFlight.set(page, open);
    page.on('request', (request) => {
      if (!['eventsource', 'websocket'].includes(request.resourceType())) open.add(request);
    });
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
    return page;
  }

  /** Until nothing loads: no request in flight, no spinner, and the text unchanged for a while. */
  async function settled(page: Page, loading: readonly string[]): Promise<boolean> {
    const open = inFlight.get(page) ?? new Set();
    let last = '';
    let quietSince = Date.now();
    // Generous: this machine is shared, and a first load brings the remote's code and strings.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      await page.waitForTimeout(100);
      // Busy while a spinner or a loading line (the shell's `role="status"` fallback) shows.
      const text = await page
        .evaluate((lines) => {
          if (document.querySelector('.fui-Spinner, [role="progressbar"]')) return null;
          for (const status of document.querySelectorAll('[role="status"]'))
            if (status.checkVisibility() && lines.some((line) => status.textContent?.includes(line)))
              return null;
          return document.body.textContent;
        }, loading)
        .catch(() => null);
      const busy = text === null;
      if (busy || open.size > 0 || text !== last) {
        last = text ?? '';
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= 400) return true;
    }
    return false;
  }

  /** Opens an address in the page's app without reloading it (the router follows history). */
  async function open(page: Page, path: string): Promise<void> {
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  /** What a page that has not finished shows: the shell's loading lines in that language. */
  function loadingTexts(language: LangKey): string[] {
    const strings = JSON.parse(
      readFileSync(join(REPO_ROOT, `shell/public/i18n/${language}.json`), 'utf8'),
    ) as {
      global: { state: { loading: string } };
      remote: { loading: string };
    };
    return [strings.global.state.loading, strings.remote.loading];
  }

  /** A page that stands for the route's own: an error, a refusal, a remote that did not load. */
  const NOT_THE_PAGE =
    '[data-testid="forbidden-page"], [data-testid="not-found-page"], [data-testid^="module-unavailable-"]';

  /** Until the route's next API answer, every answer carries an alert, so the shell shows a toast. */
  async function toastOnNextAnswer(page: Page): Promise<void> {
    await page.route('**/api/**', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers(), [ALERT_HEADER]: 'account.branchSaved' };
      await route.fulfill({ response, headers: { ...headers, [PARAMS_HEADER]: 'Zakopane' } });
    });
  }

  async function visitAll(language: LangKey): Promise<string[]> {
    const findings: string[] = [];
    const loading = loadingTexts(language);
    const width = WIDTHS[language];
    for (const who of ['anonymous', 'admin', 'servant'] as const) {
      const page = pages[who];
      if (!page) throw new Error(`No ${who} page`);
      const mine = visits.filter((v) => v.who === who);
      if (mine.length === 0) continue;
      await page.setViewportSize({ width, height: 900 });
      // The locale lives in the tab's session storage: set, then one full load in that language.
      await page.goto(`${web.urls.shell}/log-in`);
      await page.evaluate((lang) => sessionStorage.setItem('locale', lang), language);
      await page.goto(`${web.urls.shell}${mine[0]?.path ?? '/'}`);
      for (const [index, visit] of mine.entries()) {
        const toast = who === 'admin' && visit.route === TOAST_ROUTE;
        if (toast) await toastOnNextAnswer(page);
        if (index > 0) await open(page, visit.path);
        if (!(await settled(page, loading)))
          findings.push(`${language} ${visit.route} (${visit.path}): did not finish loading in 30 s`);
        if (toast) {
          await page.unroute('**/api/**');
          await page.getByTestId('toast-success').first().waitFor({ timeout: 10_000 });
        }
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (lang !== language) findings.push(`${language} ${visit.route} (${visit.path}): page in ${lang}`);
        const text = await visibleText(page);
        for (const finding of findRawText(text))
          findings.push(`${language} ${visit.route} (${visit.path}): ${finding}`);
        // The text read is the route's own page, loaded: not a loading line, not an error page.
        if (loading.some((line) => text.includes(line)))
          findings.push(`${language} ${visit.route} (${visit.path}): still loading`);
        if ((await page.locator(NOT_THE_PAGE).count()) > 0)
          findings.push(`${language} ${visit.route} (${visit.path}): shows an error page, not its own`);
        if (who === 'anonymous') continue;
        const where = `${language} ${width}px ${visit.route} (${visit.path})`;
        await screenshot(page, `${language}-${width}-${who}-${visit.route}`);
        for (const finding of await checkLayout(page)) findings.push(describeFinding(where, finding));
        if (toast) await page.getByTestId('toast-success').first().waitFor({ state: 'detached' });
      }
    }
    return findings;
  }

  it('collects the routes of the shell and of every remote', () => {
    const routes = new Set(visits.map((v) => v.route));
    for (const expected of [
      'log-in',
      'change-password',
      'planning:/participants',
      'accounting:/accounting',
      'publicSite:/',
      'cms:/info-components',
    ])
      expect(routes).toContain(expected);
    expect(visits.length).toBeGreaterThan(40);
  });

  it('recognises keys, placeholders, identifiers and codes, and leaves words, addresses and files alone', () => {
    expect(findRawText('Wysłano: participantMails.messages.sent')).toHaveLength(1);
    expect(findRawText('error.NotEmpty')).toHaveLength(1);
    expect(findRawText('Bez pokoju ({{n}})')).toHaveLength(1);
    expect(findRawText(`Zapisano ${randomUUID()}`)).toHaveLength(1);
    expect(findRawText('Kategoria: SUNDAY_COLLECTION')).toHaveLength(1);
    expect(findRawText('Pora roku: SUMMER')).toHaveLength(1);
    expect(
      findRawText(
        'Anna Nowak, anna@cenacle.example, www.cenacle.example, logo.png. Koniec. Wersja 1.2.3, CSV, QR',
      ),
    ).toEqual([]);
  });

  for (const language of LANG_KEYS) {
    it(`shows words, not keys, codes or identifiers, on every route in ${language}, laid out at ${WIDTHS[language]} px`, async () => {
      const started = Date.now();
      const findings = await visitAll(language);
      console.log(`${language}: ${visits.length} routes in ${Math.round((Date.now() - started) / 1000)} s`);
      if (findings.length > 0) console.log(findings.join('\n'));
      expect(findings).toEqual([]);
    }, 300_000);
  }
});
