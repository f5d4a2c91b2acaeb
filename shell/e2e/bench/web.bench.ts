import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startWebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApi } from '../support/api-process.ts';
import { launchBrowser } from '../support/browser.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { ADMIN, signInContext } from '../support/sign-in.ts';
import { type LighthouseScores, startLighthouse } from './lighthouse.ts';
import { printTransferSizes } from './transfer-sizes.ts';

/**
 * `npm run bench:web`: cold loads in headless Chromium against the built apps and the real API.
 * Reports the JavaScript each route loads, gzipped (level 9, as the build's .gz copies), and the
 * time to the accounting page's first payment row. Budget: staff routes ≤ 600 KB gzipped JS. The anonymous registration page
 * (mf-public) is reported with its JS split by origin: the shell's and mf-public's.
 *
 * Then every public page (issue 12): gzipped JS, first contentful paint of a cold load, and a
 * Lighthouse run (mobile settings: simulated slow 4G and a 4× slower CPU) printing its performance,
 * accessibility and SEO scores. Budgets: the home page at most 200 KB of gzipped JS in all and its
 * first content within 1 s; every public page performance ≥ 90, accessibility and SEO 100.
 */
const RUNS = 5;
const STAFF_BUDGET = 600 * 1024;
const HOME_JS_BUDGET = 200 * 1024;
const HOME_FCP_BUDGET_MS = 1000;
const PERFORMANCE_AIM = 90;

interface Load {
  readonly jsBytes: number;
  readonly jsFiles: number;
  /** Gzipped JS bytes per origin (shell, each remote). */
  readonly byOrigin: Readonly<Record<string, number>>;
  readonly ms: number;
  /** First contentful paint, ms from navigation start. */
  readonly fcpMs: number;
}

async function coldLoad(
  browser: Browser,
  url: string,
  signIn: boolean,
  shellUrl: string,
  ready: (page: Page) => Promise<number>,
): Promise<Load> {
  const context = await browser.newContext();
  if (signIn) await signInContext(context, shellUrl, ADMIN);
  const page = await context.newPage();
  const sizes: Promise<{ origin: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') {
      const origin = new URL(request.url()).origin;
      // Gzipped at level 9 (the build's .gz copies): the budget's measure, whatever encoding the
      // browser negotiated (Chromium takes the smaller Brotli copies; transferSizes prints those).
      sizes.push(
        request
          .response()
          .then(async (response) => (response ? await response.body() : Buffer.alloc(0)))
          .then((body) => ({ origin, bytes: gzipSync(body, { level: 9 }).length })),
      );
    }
  });
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await ready(page);
  await page.waitForLoadState('networkidle');
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const scripts = await Promise.all(sizes);
  await context.close();
  const byOrigin: Record<string, number> = {};
  for (const script of scripts) byOrigin[script.origin] = (byOrigin[script.origin] ?? 0) + script.bytes;
  return {
    jsBytes: scripts.reduce((a, b) => a + b.bytes, 0),
    jsFiles: scripts.length,
    byOrigin,
    ms,
    fcpMs,
  };
}

/**
 * Publishes the session with an open deadline, so its registration page shows the form (not the
 * expired state). Best effort: without the publish call the page is measured in its expired state.
 */
async function publishForRegistration(context: BrowserContext, shellUrl: string, sessionId: string) {
  const token = (await context.cookies(shellUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${shellUrl}/api/publicsession/`, {
    data: { id: { value: sessionId }, registrationDeadline: '2099-12-31T23:59:59Z' },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
  });
  if (!response.ok())
    console.warn(`Publishing the session answered ${response.status()}: page measured as is`);
}

/** Milliseconds from navigation start until the element is in the page. */
const whenVisible = (testId: string) => async (page: Page) =>
  (await (
    await page.waitForFunction(
      (id) => (document.querySelector(`[data-testid="${id}"]`) ? performance.now() : false),
      testId,
      { polling: 'raf', timeout: 30_000 },
    )
  ).jsonValue()) as number;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const api = await startApi();
const web = await startWebServers({
  apiUrl: api.url,
  ports: { shell: 0, planning: 0, accounting: 0, publicSite: 0, cms: 0 },
});
const browser = await launchBrowser();
try {
  const probe = await browser.newContext();
  await signInContext(probe, web.urls.shell, ADMIN);
  const sessionId = api.demoSessionId;
  await publishForRegistration(probe, web.urls.shell, sessionId);
  await probe.close();

  const routes = [
    { name: '/log-in', path: '/log-in', signIn: false, testId: 'login-form' },
    { name: '/sessions', path: '/sessions', signIn: true, testId: 'session-row' },
    {
      name: '/accounting?session=…',
      path: `/accounting?session=${sessionId}`,
      signIn: true,
      testId: 'payment-row',
    },
    {
      name: '/session-registration?…',
      path: `/session-registration?session=${sessionId}`,
      signIn: false,
      // The form, or the expired message when the session could not be published.
      testId: 'registration-page',
    },
  ] as const;

  const results = [];
  for (const route of routes) {
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run++) {
      loads.push(
        await coldLoad(
          browser,
          `${web.urls.shell}${route.path}`,
          route.signIn,
          web.urls.shell,
          whenVisible(route.testId),
        ),
      );
    }
    const origins = [...new Set(loads.flatMap((l) => Object.keys(l.byOrigin)))];
    results.push({
      route: route.name,
      jsGzipBytes: median(loads.map((l) => l.jsBytes)),
      jsGzipBytesByOrigin: Object.fromEntries(
        origins.map((origin) => [origin, median(loads.map((l) => l.byOrigin[origin] ?? 0))]),
      ),
      jsFiles: median(loads.map((l) => l.jsFiles)),
      readyMs: Math.round(median(loads.map((l) => l.ms))),
      readyAt: route.testId,
    });
  }

  console.log(
    `\nCold loads, median of ${RUNS} (headless Chromium, local servers; JS sizes gzipped at level 9):\n`,
  );
  console.log('route                     JS (gzip)    files   ready at (ms from navigation start)');
  for (const r of results) {
    console.log(
      `${r.route.padEnd(26)}${kb(r.jsGzipBytes).padStart(10)}   ${String(r.jsFiles).padStart(5)}   ${r.readyMs} ms (first [data-testid=${r.readyAt}])`,
    );
  }
  const registration = results.find((r) => r.route.startsWith('/session-registration'));
  if (registration) {
    const name = (origin: string) =>
      Object.entries(web.urls).find(([, url]) => url === origin)?.[0] ?? origin;
    const parts = Object.entries(registration.jsGzipBytesByOrigin)
      .map(([origin, bytes]) => `${name(origin)} ${kb(bytes)}`)
      .join(' + ');
    console.log(
      `\nPublic registration page (anonymous), gzipped JS: ${kb(registration.jsGzipBytes)} = ${parts}`,
    );
  }
  const staff = results.filter((r) => r.route !== '/log-in' && r.route !== registration?.route);
  const overBudget = staff.filter((r) => r.jsGzipBytes > STAFF_BUDGET);
  console.log(`\nStaff routes budget ${kb(STAFF_BUDGET)}: ${overBudget.length === 0 ? 'met' : 'EXCEEDED'}`);
  const publicPages = await measurePublicPages(browser, web.urls.shell, sessionId);
  await printTransferSizes(
    browser,
    web.urls.shell,
    Object.values(web.urls),
    await publicPaths(web.urls.shell, sessionId),
  );
  mkdirSync(join(REPO_ROOT, '.bench'), { recursive: true });
  writeFileSync(
    join(REPO_ROOT, '.bench/web.json'),
    `${JSON.stringify({ runs: RUNS, results, publicPages }, null, 2)}\n`,
  );
  if (overBudget.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await web.close();
  await api.stop();
}

interface PublicPageFigures {
  readonly path: string;
  readonly jsGzipBytes: number;
  readonly fcpMs: number;
  readonly lighthouse: LighthouseScores;
}

/** Public pages of the demo data: the ones with an id take the first branch, session and centre. */
async function publicPaths(shellUrl: string, sessionId: string): Promise<string[]> {
  const json = async <T>(path: string): Promise<T> =>
    (await fetch(`${shellUrl}${path}`)).json() as Promise<T>;
  // Ids travel as {value} on the wire.
  type Id = { readonly value: string };
  const branches = await json<{ id: Id; latitude?: number | null }[]>('/api/branches');
  const sessions = await json<{ retreatCenter?: Id | null }[]>('/api/publicsessions');
  const centres = await json<{ id: Id }[]>('/api/short-retreat-centers').catch(() => []);
  const branch = branches.find((b) => b.latitude != null) ?? branches[0];
  // A published session's centre, or else any centre (its public page needs no session).
  const centre = sessions.find((s) => s.retreatCenter)?.retreatCenter ?? centres[0]?.id;
  return [
    '/',
    '/events',
    '/branches',
    ...(branch ? [`/branch/${branch.id.value}`] : []),
    '/about-us',
    '/formation',
    '/blog',
    '/testimonies',
    '/privacy-policy',
    '/contact',
    ...(centre ? [`/retreat-center/${centre.value}`] : []),
    `/session-registration?session=${sessionId}`,
  ];
}

async function measurePublicPages(
  browser: Browser,
  shellUrl: string,
  sessionId: string,
): Promise<PublicPageFigures[]> {
  const paths = await publicPaths(shellUrl, sessionId);
  const firstContent = async (page: Page) =>
    (await (
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false,
        undefined,
        { polling: 'raf', timeout: 30_000 },
      )
    ).jsonValue()) as number;
  const lighthouse = await startLighthouse();
  const figures: PublicPageFigures[] = [];
  try {
    for (const path of paths) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++)
        loads.push(await coldLoad(browser, `${shellUrl}${path}`, false, shellUrl, firstContent));
      // One warm-up Lighthouse run, then the reported one: the first run of a page also measures the
      // servers' first compression of each file.
      await lighthouse.run(`${shellUrl}${path}`);
      figures.push({
        path,
        jsGzipBytes: median(loads.map((l) => l.jsBytes)),
        fcpMs: Math.round(median(loads.map((l) => l.fcpMs))),
        lighthouse: await lighthouse.run(`${shellUrl}${path}`),
      });
    }
  } finally {
    await lighthouse.close();
  }

  console.log(`\nPublic pages, anonymous (cold loads: median of ${RUNS}; Lighthouse: mobile settings)\n`);
  console.log(
    'page                              JS (gzip)   FCP     perf  a11y  seo   LH FCP   LH LCP   LH TBT   CLS',
  );
  for (const f of figures) {
    const lh = f.lighthouse;
    console.log(
      `${f.path.slice(0, 34).padEnd(34)}${kb(f.jsGzipBytes).padStart(9)}  ${`${f.fcpMs} ms`.padStart(7)}   ${String(lh.performance).padStart(3)}   ${String(lh.accessibility).padStart(3)}   ${String(lh.seo).padStart(3)}  ${`${Math.round(lh.fcpMs)}`.padStart(5)} ms ${`${Math.round(lh.lcpMs)}`.padStart(5)} ms ${`${Math.round(lh.tbtMs)}`.padStart(5)} ms  ${lh.cls.toFixed(3)}`,
    );
    if (lh.failed.length > 0) console.log(`    failed audits: ${lh.failed.join(', ')}`);
  }
  const home = figures.find((f) => f.path === '/');
  if (home) {
    const jsMet = home.jsGzipBytes <= HOME_JS_BUDGET;
    const fcpMet = home.fcpMs <= HOME_FCP_BUDGET_MS;
    console.log(
      `\nHome page: ${kb(home.jsGzipBytes)} of gzipped JS (budget ${kb(HOME_JS_BUDGET)}: ${jsMet ? 'met' : 'EXCEEDED'}), first content at ${home.fcpMs} ms (budget ${HOME_FCP_BUDGET_MS} ms: ${fcpMet ? 'met' : 'EXCEEDED'})`,
    );
    if (!jsMet || !fcpMet) process.exitCode = 1;
  }
  const below = figures.filter(
    (f) =>
      f.lighthouse.performance < PERFORMANCE_AIM ||
      f.lighthouse.accessibility < 100 ||
      f.lighthouse.seo < 100,
  );
  console.log(
    `Lighthouse aim (performance ≥ ${PERFORMANCE_AIM}, accessibility and SEO 100): ${below.length === 0 ? 'met on every public page' : `NOT met on ${below.map((f) => f.path).join(', ')}`}`,
  );
  return figures;
}
