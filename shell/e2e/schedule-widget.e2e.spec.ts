import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ScheduleWriter } from './support/schedule-api.ts';
import { SERVANT, signInContext } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

/** A session of this file's own (dates no other browser test uses), and its first day. */
const DAYS = ['2038-03-12', '2038-03-14'] as const;
const DAY = DAYS[0];

const ITEMS = [
  { start: '08:00:00', finish: '08:30:00', name: 'Śniadanie', type: 'BREAKFAST' },
  {
    start: '08:30:00',
    finish: '09:30:00',
    name: 'Konferencja o modlitwie',
    type: 'CONFERENCE',
    alternatives: [{ levels: ['II'], name: 'Konferencja dla II' }],
  },
  { start: '09:30:00', finish: '10:00:00', name: 'Przerwa kawowa', type: 'BREAK' },
  { start: '10:00:00', finish: '11:00:00', name: 'Msza', type: 'MASS' },
  { start: '11:00:00', finish: '12:00:00', name: 'Grupy', type: 'GROUPS' },
  { start: '13:00:00', finish: '14:00:00', name: 'Obiad', type: 'LUNCH' },
  { start: '14:00:00', finish: '14:30:00', name: 'Świadectwo', type: 'WITNESS' },
  { start: '14:30:00', finish: '15:30:00', name: 'Ewangelizacja', type: 'EVANGELISM' },
] as const;

/** The active session's schedule widget at a fixed clock inside the session's day. */
describe('The schedule widget on the active session page', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;
  let sessionId: string;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    const staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    sessionId = await staff.planSession(['I', 'II'], [DAYS[0], DAYS[1]]);
    // Schedules are written by servants and branch admins (spec §6).
    const servantContext = await browser.newContext();
    await signInContext(servantContext, web.urls.shell, SERVANT);
    const writer = await ScheduleWriter.open(servantContext, web.urls.shell, sessionId);
    await writer.saveDay(DAY, ITEMS);
    expect((await writer.read()).items).toHaveLength(ITEMS.length);
    // The page's clock is the session's local time: the browser keeps UTC, as the moments below.
    const context = await browser.newContext({ timezoneId: 'UTC' });
    await signInContext(context, web.urls.shell, SERVANT);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  const widget = () => page.getByTestId('schedule-widget');
  const titles = (role: 'previous' | 'current' | 'next') =>
    widget().getByTestId(`widget-${role}`).getByTestId('widget-title').allTextContents();

  it('shows the item under way, the one before and the next three', async () => {
    await page.clock.install({ time: new Date(`${DAY}T09:00:00Z`) });
    await page.goto(`${web.urls.shell}/dashboard?session=${sessionId}`);
    await widget().getByTestId('widget-current').waitFor();
    expect(await titles('current')).toEqual(['Konferencja o modlitwie']);
    expect(await widget().getByTestId('widget-current').textContent()).toContain('II: Konferencja dla II');
    expect(await widget().getByTestId('widget-current').getByTestId('widget-times').textContent()).toBe(
      '08:30–09:30',
    );
    expect(await titles('previous')).toEqual(['Śniadanie']);
    expect(await titles('next')).toEqual(['Przerwa kawowa', 'Msza', 'Grupy']);
    expect(await widget().getByTestId('widget-full-schedule').getAttribute('href')).toBe(
      `/schedule?session=${sessionId}`,
    );
  });

  it('moves on when the clock passes the item’s finish, without a reload', async () => {
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await page.clock.fastForward('30:00');
    await expect.poll(() => titles('current')).toEqual(['Przerwa kawowa']);
    expect(await titles('previous')).toEqual(['Konferencja o modlitwie']);
    expect(await titles('next')).toEqual(['Msza', 'Grupy', 'Obiad']);
    // Into the gap before lunch: nothing under way, lunch next.
    await page.clock.fastForward('02:40:00');
    await widget().getByTestId('widget-no-current').waitFor();
    expect(await widget().getByTestId('widget-no-current').textContent()).toContain(
      'Teraz przerwa między punktami.',
    );
    expect(await titles('previous')).toEqual(['Grupy']);
    expect(await titles('next')).toEqual(['Obiad', 'Świadectwo', 'Ewangelizacja']);
    expect(navigations).toEqual([]);
  });

  it('adds three more next items with “next”', async () => {
    await page.clock.setFixedTime(new Date(`${DAY}T08:10:00Z`));
    await page.reload();
    await widget().getByTestId('widget-current').waitFor();
    expect(await titles('current')).toEqual(['Śniadanie']);
    expect(await titles('previous')).toEqual([]);
    expect(await titles('next')).toEqual(['Konferencja o modlitwie', 'Przerwa kawowa', 'Msza']);
    await widget().getByRole('button', { name: 'Następne' }).click();
    await expect
      .poll(() => titles('next'))
      .toEqual(['Konferencja o modlitwie', 'Przerwa kawowa', 'Msza', 'Grupy', 'Obiad', 'Świadectwo']);
    await widget().getByRole('button', { name: 'Następne' }).click();
    await expect.poll(() => titles('next')).toHaveLength(7);
    // Nothing is left after the last one: the button goes.
    expect(await widget().getByTestId('widget-more').count()).toBe(0);
  });
});
