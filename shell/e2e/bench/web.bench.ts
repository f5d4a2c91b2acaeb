import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startWebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { startApi } from '../support/api-process.ts';
import { launchBrowser } from '../support/browser.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { ADMIN, firstSessionId, signInContext } from '../support/sign-in.ts';

/**
 * `npm run bench:web`: cold loads in headless Chromium against the built apps and the real API.
 * Reports the gzipped JavaScript transferred per route and the time to the accounting page's first
 * payment row. Budget: staff routes ≤ 600 KB gzipped JS.
 */
const RUNS = 5;
const STAFF_BUDGET = 600 * 1024;

interface Load {
  readonly jsBytes: number;
  readonly jsFiles: number;
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
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await ready(page);
  await page.waitForLoadState('networkidle');
  const bytes = await Promise.all(sizes);
  await context.close();
  return { jsBytes: bytes.reduce((a, b) => a + b, 0), jsFiles: bytes.length, ms };
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
const web = await startWebServers({ apiUrl: api.url, ports: { shell: 0, planning: 0, accounting: 0 } });
const browser = await launchBrowser();
try {
  const probe = await browser.newContext();
  await signInContext(probe, web.urls.shell, ADMIN);
  const sessionId = await firstSessionId(probe, web.urls.shell);
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
    results.push({
      route: route.name,
      jsGzipBytes: median(loads.map((l) => l.jsBytes)),
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
  const staff = results.filter((r) => r.route !== '/log-in');
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
