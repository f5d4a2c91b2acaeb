import { cpus, loadavg } from 'node:os';
import { startWebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { startApi } from '../support/api-process.ts';
import { launchBrowser } from '../support/browser.ts';
import { RoomApi } from '../support/room-api.ts';
import { ADMIN, signInContext } from '../support/sign-in.ts';
import { Staff } from '../support/staff-api.ts';

/**
 * The browser half of `npm run bench:lodging`: a session of 300 people and a centre of 60 rooms in
 * 4 buildings, built through the real API; headless Chromium against the built apps measures
 * - the planner's first render: navigation start until every room and every person is drawn,
 * - the re-render after a drag: the planner's own measure from the drop to the commit of the plan
 *   that shows the move (a person dragged into a room, then taken back by ✕, alternately).
 * Aims: first render under 1 s, re-render under 50 ms (p95). Figures are printed, never asserted.
 */
const PEOPLE = 300;
const BUILDINGS = 4;
const ROOMS_PER_BUILDING = 15;
const LOAD_RUNS = 5;
const DROP_RUNS = 20;

const percentile = (values: readonly number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? Number.NaN;
};

async function whenDrawn(page: Page, rooms: number, people: number): Promise<number> {
  const handle = await page.waitForFunction(
    ([r, p]) =>
      document.querySelectorAll('[data-testid=room-card]').length >= (r as number) &&
      document.querySelectorAll('[data-testid=person-chip]').length >= (p as number)
        ? performance.now()
        : false,
    [rooms, people] as const,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function coldLoad(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  await signInContext(context, new URL(url).origin, ADMIN);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const drawn = await whenDrawn(page, BUILDINGS * ROOMS_PER_BUILDING, PEOPLE);
  await context.close();
  return drawn;
}

async function drags(browser: Browser, url: string): Promise<number[]> {
  // Tall enough that the first rooms and the head of the pool are on screen together.
  const context = await browser.newContext({ viewport: { width: 1600, height: 1400 } });
  await signInContext(context, new URL(url).origin, ADMIN);
  const page = await context.newPage();
  await page.goto(url);
  await whenDrawn(page, BUILDINGS * ROOMS_PER_BUILDING, PEOPLE);
  const answered = (method: string) =>
    page.waitForResponse((r) => r.url().includes('/api/participant-room') && r.request().method() === method);
  for (let run = 0; run < DROP_RUNS; run++) {
    const chip = page.getByTestId('person-pool').getByTestId('person-chip').first();
    const key = (await chip.getAttribute('data-person')) ?? '';
    const target = page
      .getByTestId('room-card')
      .nth(run % 4)
      .getByTestId('drop-zone');
    const a = await chip.boundingBox();
    const b = await target.boundingBox();
    if (!a || !b) throw new Error('Nothing to drag');
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 8, { steps: 4 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
    await page.waitForFunction(
      (el) => el?.getAttribute('data-over') === 'true',
      await target.elementHandle(),
    );
    const added = answered('POST');
    await page.mouse.up();
    if ((await added).status() !== 200) throw new Error('A drop was refused');
    const removed = answered('DELETE');
    await page
      .locator(`[data-testid=room-card] [data-person="${key}"]`)
      .getByRole('button', { includeHidden: false })
      .last()
      .click();
    if ((await removed).status() !== 200) throw new Error('A removal was refused');
    await page.waitForTimeout(100);
  }
  const measures = (await page.evaluate(() =>
    performance.getEntriesByName('cenacle:room-move', 'measure').map((m) => m.duration),
  )) as number[];
  await context.close();
  return measures;
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
  const rooms = await RoomApi.of(setup, web.urls.shell);
  const sessionId = await staff.planSession(['I'], ['2097-07-01', '2097-07-14']);
  const centerId = await rooms.center(
    'Bench centre',
    Array.from({ length: BUILDINGS }, (_, b) => ({
      name: `Building ${b + 1}`,
      rooms: Array.from({ length: ROOMS_PER_BUILDING }, (_, r) => ({
        name: `Room ${b + 1}.${r + 1}`,
        beds: 2 + ((b + r) % 5),
        roomNumber: (b + 1) * 100 + r + 1,
        spaceForMattress: r % 3 === 0,
      })),
    })),
  );
  await rooms.publishWithCenter(sessionId, centerId);
  const built = Date.now();
  for (let i = 0; i < PEOPLE; i++) await rooms.person(sessionId, `Person${i}`, `Bench${i}`);
  await rooms.untilPlanned(sessionId, (plan) => plan.unassigned.length === PEOPLE);
  console.log(
    `Planner session: ${PEOPLE} people, ${BUILDINGS * ROOMS_PER_BUILDING} rooms in ${BUILDINGS} buildings, built in ${Date.now() - built} ms`,
  );
  await setup.close();

  const url = `${web.urls.shell}/room-assignment?session=${sessionId}`;
  const loads: number[] = [];
  for (let run = 0; run < LOAD_RUNS; run++) loads.push(await coldLoad(browser, url));
  const [firstDrop = Number.NaN, ...warm] = await drags(browser, url);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\nRoom planner, headless Chromium, built apps, local API (ms); load average ${load} on ${cpus().length} cores:`,
  );
  const row = (what: string, values: readonly number[], aim: number | null) =>
    console.log(
      `${what.padEnd(52)}${String(values.length).padStart(5)}${percentile(values, 50).toFixed(1).padStart(9)}${percentile(values, 95).toFixed(1).padStart(9)}   ${aim === null ? '(no aim)' : `< ${aim}: ${percentile(values, 95) < aim ? 'met' : 'NOT MET'} (p95)`}`,
    );
  console.log(
    `${'measure'.padEnd(52)}${'runs'.padStart(5)}${'median'.padStart(9)}${'p95'.padStart(9)}   aim`,
  );
  row('first render (navigation → 60 rooms, 300 people)', loads, 1000);
  row('re-render after a drag or ✕ (drop → commit)', warm, 50);
  row('  the first drop of the page (cold code)', [firstDrop], null);
} finally {
  await browser.close();
  await web.close();
  await api.stop();
}
