import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startWebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApi } from '../support/api-process.ts';
import { launchBrowser } from '../support/browser.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { ADMIN, signInContext } from '../support/sign-in.ts';

/**
 * `npm run bench:web`: cold loads in headless Chromium against the built apps and the real API.
 * Reports the gzipped JavaScript transferred per route and the time to the accounting page's first
 * payment row. Budget: staff routes ≤ 600 KB gzipped JS. The anonymous registration page
 * (mf-public) is reported with its JS split by origin: the shell's and mf-public's.
 */
const RUNS = 5;
const STAFF_BUDGET = 600 * 1024;

interface Load {
  readonly jsBytes: number;
  readonly jsFiles: number;
  /** Gzipped JS bytes per origin (shell, each remote). */
  readonly byOrigin: Readonly<Record<string, number>>;
  readonly ms: number;
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
      sizes.push(request.sizes().then((s) => ({ origin, bytes: s.responseBodySize })));
    }
  });
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await ready(page);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(sizes);
  await context.close();
  const byOrigin: Record<string, number> = {};
  for (const script of scripts) byOrigin[script.origin] = (byOrigin[script.origin] ?? 0) + script.bytes;
  return { jsBytes: scripts.reduce((a, b) => a + b.bytes, 0), jsFiles: scripts.length, byOrigin, ms };
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

  console.log(`\nCold loads, median of ${RUNS} (headless Chromium, local servers, gzip):\n`);
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
  mkdirSync(join(REPO_ROOT, '.bench'), { recursive: true });
  writeFileSync(join(REPO_ROOT, '.bench/web.json'), `${JSON.stringify({ runs: RUNS, results }, null, 2)}\n`);
  if (overBudget.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await web.close();
  await api.stop();
}
