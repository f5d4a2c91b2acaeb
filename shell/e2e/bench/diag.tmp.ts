import { startWebServers } from '@cenacle/shell/serve';
import { startApi } from '../support/api-process.ts';
import { launchBrowser } from '../support/browser.ts';
import { ScheduleWriter } from '../support/schedule-api.ts';
import { ADMIN, signInContext } from '../support/sign-in.ts';
import { Staff } from '../support/staff-api.ts';
import { BIG_DAY, BIG_DAY_ITEMS, benchDay, DAYS, ITEMS_PER_DAY, LEVELS } from './planning-data.ts';

const api = await startApi();
const web = await startWebServers({ apiUrl: api.url, ports: { shell: 0, planning: 0, accounting: 0, publicSite: 0 } });
const browser = await launchBrowser();
try {
  const setup = await browser.newContext();
  const staff = await Staff.signIn(setup, web.urls.shell);
  const sessionId = await staff.planSession([...LEVELS], [DAYS[0] as string, DAYS.at(-1) as string]);
  const writer = await ScheduleWriter.open(setup, web.urls.shell, sessionId);
  for (const day of DAYS) await writer.saveDay(day, day === BIG_DAY ? benchDay(BIG_DAY_ITEMS, 20) : benchDay(ITEMS_PER_DAY, 30));
  await writer.read();
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext();
    await signInContext(context, web.urls.shell, ADMIN);
    await context.addInitScript(() => window.localStorage.setItem('cenacle.schedule.view', 'day'));
    const page = await context.newPage();
    await page.goto(`${web.urls.shell}/schedule?session=${sessionId}&day=${DAYS[0]}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=schedule-row]').length >= 25, null, { polling: 'raf', timeout: 60000 });
    const t = await page.evaluate(() => ({
      now: performance.now(),
      res: performance.getEntriesByType('resource').map((r) => `${r.startTime.toFixed(0).padStart(5)} ${r.responseEnd.toFixed(0).padStart(5)} ${(r as PerformanceResourceTiming).initiatorType.padEnd(6)} ${r.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`),
      nav: performance.getEntriesByType('navigation').map((n) => JSON.stringify({ resp: (n as PerformanceNavigationTiming).responseEnd, dcl: (n as PerformanceNavigationTiming).domContentLoadedEventEnd })),
    }));
    console.log(`run ${run}: drawn at ${t.now.toFixed(0)} nav ${t.nav}`);
    for (const r of t.res) console.log(r);
    await context.close();
  }
} finally {
  await browser.close();
  await web.close();
  await api.stop();
}
