import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { DeskAction, DeskRoster } from '@cenacle/shared-domain/desk/contracts';
import { startWebServers } from '@cenacle/shell/serve';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { startApi } from '../support/api-process.ts';
import { launchBrowser } from '../support/browser.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { ADMIN, signInContext } from '../support/sign-in.ts';
import { Staff } from '../support/staff-api.ts';

/**
 * `npm run bench:desk` (issue 26 §3), the screen's half: headless Chromium against the built apps and
 * the real API, with a mid-range phone's CPU (Chromium's throttling ×4), measures
 * - the desk's first load of a 300-person session (navigation → the search field over the roster),
 * - a search keystroke → its results drawn,
 * - 500 actions queued offline on one desk → all sent and answered once the page is online.
 * Everything is the real thing: the session and its people are registered through the staff API,
 * the desk's routes answer from the read models, and what was lost or doubled is read back through
 * the API (presence and what each person paid) once the queue is sent.
 * Aims: load under 1 s, keystroke under 50 ms, 500 actions under 10 s. Printed, never asserted.
 */
const PEOPLE = 300;
const ACTIONS = 500;
const LOAD_RUNS = 5;
const THROTTLE = 4;

const percentile = (values: readonly number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
};

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return page;
}

/** Navigation start → the search field drawn over the loaded roster. */
async function firstLoad(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return (await (
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="desk-search"]') ? performance.now() : false),
      null,
      {
        polling: 'raf',
        timeout: 60_000,
      },
    )
  ).jsonValue()) as number;
}

/** keydown → the results region changed and a frame was drawn after it. */
async function keystroke(page: Page, key: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { deskKey?: Promise<number> };
    w.deskKey = new Promise<number>((resolve) => {
      let start = 0;
      const region = document.querySelector('search') as HTMLElement;
      const field = document.querySelector('[data-testid="desk-search"]') as HTMLElement;
      document.addEventListener('keydown', () => (start = performance.now()), { once: true, capture: true });
      const observer = new MutationObserver((mutations) => {
        if (!start || mutations.every((m) => field.contains(m.target) || m.target === field)) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start));
      });
      observer.observe(region, { subtree: true, childList: true, characterData: true, attributes: true });
      // A keystroke that changes nothing on screen (the same results) counts as drawn after 2 s.
      setTimeout(() => resolve(Number.NaN), 2000);
    });
  });
  await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as { deskKey: Promise<number> }).deskKey);
}

const FIRST = [
  'Anna',
  'Piotr',
  'Maria',
  'Jan',
  'Katarzyna',
  'Tomasz',
  'Agnieszka',
  'Paweł',
  'Łucja',
  'Michał',
];
const LAST = [
  'Kowalska',
  'Nowak',
  'Wiśniewska',
  'Wójcik',
  'Kamińska',
  'Lewandowski',
  'Zieliński',
  'Szymańska',
];

/** `count` people registered by hand on three levels, one in four with a child; their ids in order. */
async function registerPeople(staff: Staff, sessionId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 5) {
    const chunk = Array.from({ length: Math.min(5, count - i) }, (_, j) => i + j);
    ids.push(
      ...(await Promise.all(
        chunk.map((n) => {
          const lastname = `${LAST[n % LAST.length]}${n}`;
          return staff.registerByHand(sessionId, {
            firstname: FIRST[n % FIRST.length] as string,
            lastname,
            email: `bench${n}.${randomUUID().slice(0, 6)}@example.org`,
            level: ['I', 'II', 'III'][n % 3] as string,
            children: n % 4 === 0 ? [{ firstname: 'Dziecko', lastname, age: 7 }] : [],
          });
        }),
      )),
    );
  }
  return ids;
}

/** The desk's roster through the API once `ok` holds (the read models catch up). */
async function rosterWhen(
  request: APIRequestContext,
  url: string,
  ok: (roster: DeskRoster) => boolean,
  timeoutMs = 120_000,
): Promise<DeskRoster> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await request.get(url);
    const roster = response.ok() ? ((await response.json()) as DeskRoster) : null;
    if (roster && ok(roster)) return roster;
    if (Date.now() > deadline) throw new Error(`The roster at ${url} did not show what was expected`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const api = await startApi();
const web = await startWebServers({
  apiUrl: api.url,
  ports: { shell: 0, planning: 0, accounting: 0, publicSite: 0, cms: 0 },
});
const browser = await launchBrowser();
try {
  const setup = await browser.newContext();
  const staff = await Staff.signIn(setup, web.urls.shell);
  const sessionId = await staff.planSession(['I', 'II', 'III']);
  const seedStarted = Date.now();
  const ids = await registerPeople(staff, sessionId, PEOPLE);
  const rosterUrl = `${web.urls.shell}/api/desk/${sessionId}/roster`;
  await rosterWhen(setup.request, rosterUrl, (r) => r.people.length === PEOPLE);
  const seedMs = Date.now() - seedStarted;
  const deskUrl = `${web.urls.shell}/desk/${sessionId}`;

  const loads: number[] = [];
  for (let run = 0; run < LOAD_RUNS; run++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await signInContext(context, web.urls.shell, ADMIN);
    const page = await throttled(context);
    loads.push(await firstLoad(page, deskUrl));
    await context.close();
  }

  const context = await browser.newContext({ serviceWorkers: 'block' });
  await signInContext(context, web.urls.shell, ADMIN);
  const page = await throttled(context);
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/actions'))
      posted.push(...(request.postDataJSON() as { actions: DeskAction[] }).actions.map((a) => a.commandId));
  });
  // Each batch: when it left the page (after the reload) and how long the server took to answer it.
  const batches: { sentAtMs: number; answeredInMs: number }[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/actions')) return;
    const timing = request.timing();
    batches.push({
      sentAtMs: Math.round(timing.startTime - started),
      answeredInMs: Math.round(timing.responseEnd),
    });
  });
  let started = 0;
  await firstLoad(page, deskUrl);
  await page.getByTestId('desk-search').focus();
  const keys: number[] = [];
  for (const word of ['kowalska1', 'nowak2', 'anna', 'wisniewska', 'pawel 1']) {
    for (const key of word) keys.push(await keystroke(page, key === ' ' ? 'Space' : key));
    await page.getByTestId('desk-search').fill('');
  }
  const unchanged = keys.filter(Number.isNaN).length;
  keys.splice(0, keys.length, ...keys.filter((k) => !Number.isNaN(k)));

  // 500 actions taken offline: written to the device's queue as the desk writes them, then sent.
  const accountId = await page.evaluate(
    async () => ((await (await fetch('/api/account')).json()) as { id: { value: string } }).id.value,
  );
  const actions: DeskAction[] = Array.from({ length: ACTIONS }, (_, i) => {
    const made = {
      commandId: randomUUID(),
      madeAt: new Date().toISOString(),
      participantId: ids[i % PEOPLE] as string,
    };
    return i < PEOPLE
      ? { ...made, type: 'ConfirmPresence' }
      : { ...made, type: 'RecordPayment', paymentId: randomUUID(), value: 50, category: 'BUY_IN' };
  });
  await page.evaluate(
    async ({ entries }) => {
      const open = indexedDB.open('cenacle-desk');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('queue', 'readwrite');
      for (const entry of entries) tx.objectStore('queue').add(entry);
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { entries: actions.map((action) => ({ sessionId, accountId, action })) },
  );
  // The page finds them when it opens (as after a reload offline) and sends them at once.
  started = Date.now();
  await page.reload();
  await page.waitForFunction(
    (count) =>
      !document.querySelector('[data-testid="desk-waiting"], [data-testid="desk-offline"]') &&
      document.querySelector('[data-testid="desk-search"]') !== null &&
      count > 0,
    ACTIONS,
    { polling: 200, timeout: 120_000 },
  );
  while (new Set(posted).size < ACTIONS && Date.now() - started < 120_000) await page.waitForTimeout(100);
  const syncMs = Date.now() - started;
  const distinct = new Set(posted).size;
  // What the server holds, read back: each person present, and paid 50 for each payment taken for them.
  const paymentsOf = (i: number) => actions.filter((_, n) => n >= PEOPLE && n % PEOPLE === i).length;
  const after = await rosterWhen(
    setup.request,
    rosterUrl,
    (r) => r.people.every((p) => p.present),
    30_000,
  ).catch(() => rosterWhen(setup.request, rosterUrl, () => true));
  let lost = 0;
  let doubled = 0;
  ids.forEach((id, i) => {
    const person = after.people.find((p) => p.participantId === id);
    if (!person?.present) lost++;
    const payments = Math.round((person?.paid ?? 0) / 50);
    lost += Math.max(0, paymentsOf(i) - payments);
    doubled += Math.max(0, payments - paymentsOf(i));
  });
  await setup.close();

  const results = {
    machine: { cpus: cpus().length, load: loadavg().map((l) => Number(l.toFixed(1))) },
    cpuThrottling: THROTTLE,
    seedMs: { people: PEOPLE, ms: seedMs },
    firstLoadMs: { people: PEOPLE, runs: loads.map(Math.round), median: Math.round(percentile(loads, 50)) },
    keystrokeMs: {
      unchangedScreen: unchanged,
      count: keys.length,
      p50: Math.round(percentile(keys, 50)),
      p95: Math.round(percentile(keys, 95)),
      max: Math.round(Math.max(...keys)),
    },
    sync: {
      actions: ACTIONS,
      ms: syncMs,
      batches,
      sent: posted.length,
      distinct,
      resent: posted.length - distinct,
      lost,
      doubled,
    },
  };
  console.log(JSON.stringify(results, null, 2));
  mkdirSync(join(REPO_ROOT, '.bench'), { recursive: true });
  writeFileSync(join(REPO_ROOT, '.bench/desk.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await browser.close();
  await web.close();
  await api.stop();
}
