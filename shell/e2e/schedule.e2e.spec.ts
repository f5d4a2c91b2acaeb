import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { SERVANT, signInContext } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

/** A summer session of this file's own (dates no other browser test uses). */
const DAYS = ['2035-07-06', '2035-07-07', '2035-07-08'] as const;

interface ScheduleDto {
  readonly items: { date: string; start: string; finish: string; name: string; type: string | null }[];
}

describe('The schedule, through the real API', () => {
  let web: WebServers;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sessionId: string;
  let lastPosition = '';

  /** Waits for the editor's save of the whole day (each change is saved at once). */
  const saved = async (action: () => Promise<void>) => {
    const response = page.waitForResponse(
      (r) => r.url().endsWith('/api/schedules/') && r.request().method() === 'POST',
    );
    await action();
    const answer = await response;
    expect(answer.status(), await answer.text()).toBe(200);
    lastPosition = (await answer.headerValue('app-log-position')) ?? lastPosition;
  };
  const times = (page: Page) => page.getByTestId('grid-block').getByTestId('item-times').allTextContents();
  const block = (n: number) => page.getByRole('button', { name: new RegExp(`^Punkt ${n}:`) });
  /** Drags a block with the mouse by `dy` pixels: from its middle, or by its bottom edge. */
  const drag = async (n: number, from: 'middle' | 'bottom edge', dy: number) => {
    // In the middle of the window, away from the edges where a drag scrolls the page.
    await block(n).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await block(n).boundingBox();
    if (!box) throw new Error(`No block ${n}`);
    const x = box.x + box.width / 2;
    // The edge's handle is the block's lowest 6 px, inside its border.
    const y = from === 'middle' ? box.y + box.height / 2 : box.y + box.height - 4;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + dy, { steps: 8 });
    await page.mouse.up();
  };
  const schedule = async (): Promise<ScheduleDto> => {
    const response = await context.request.get(
      `${web.urls.shell}/api/schedules?session=${sessionId}&position=${lastPosition}`,
    );
    return (await response.json()) as ScheduleDto;
  };

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    const staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    sessionId = await staff.planSession(['I', 'II'], [DAYS[0], DAYS[2]]);
    // Schedules are edited by servants and branch admins (spec §6); the admin only planned the session.
    context = await browser.newContext();
    await signInContext(context, web.urls.shell, SERVANT);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('builds a summer day on the time grid: a conference, a break and a meal, each after the last', async () => {
    await page.goto(`${web.urls.shell}/schedule?session=${sessionId}&day=${DAYS[0]}`);
    await page.getByTestId('schedule-page').waitFor();
    await page.getByRole('tab', { name: 'Jeden dzień' }).click();
    expect(await page.getByLabel('Dzień', { exact: true }).inputValue()).toBe(DAYS[0]);
    await page.getByRole('button', { name: 'Edytuj dzień' }).click();
    await page.getByTestId('day-editor').getByText('Ten dzień nie ma jeszcze punktów.').waitFor();

    for (const type of ['Konferencja', 'Przerwa', 'Obiad']) {
      await page.getByLabel('Rodzaj nowego punktu').selectOption({ label: type });
      await saved(() => page.getByRole('button', { name: 'Dodaj punkt' }).click());
    }
    expect(await times(page)).toEqual(['08:00–09:00', '09:00–09:20', '09:20–10:20']);
    // Blocks stand by their start and are as tall as they last (the conference three times the break).
    const [first, second] = [await block(1).boundingBox(), await block(2).boundingBox()];
    expect(Math.round((second?.y ?? 0) - (first?.y ?? 0))).toBe(Math.round(first?.height ?? -1));
    expect(Math.round((first?.height ?? 0) / (second?.height ?? 1))).toBe(3);
    // A conference takes the next number and a proposed name (its details open beside the grid).
    await block(1).click();
    expect(await page.getByLabel('Nazwa punktu 1').inputValue()).toBe('Konferencja 1');
  });

  it('moves the meal first and lengthens the conference from the keyboard, saying so to screen readers', async () => {
    await block(3).focus();
    await saved(() => page.keyboard.press('ArrowUp'));
    expect(await times(page)).toEqual(['08:00–09:00', '09:00–10:00', '10:00–10:20']);
    await saved(() => page.keyboard.press('ArrowUp'));
    await expect.poll(() => times(page)).toEqual(['08:00–09:00', '09:00–10:00', '10:00–10:20']);
    const types = await page
      .getByTestId('grid-block')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-item-type')));
    expect(types).toEqual(['LUNCH', 'CONFERENCE', 'BREAK']);
    expect(await page.getByTestId('grid-announcement').textContent()).toBe('Punkt 1, Obiad: 08:00–09:00.');
    // The announcement is for screen readers only: it takes no room on the screen.
    expect((await page.getByTestId('grid-announcement').boundingBox())?.height).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-item-type'))).toBe('LUNCH');

    await block(2).focus();
    for (let i = 0; i < 3; i++) await saved(() => page.keyboard.press('Shift+ArrowDown'));
    await expect.poll(() => times(page)).toEqual(['08:00–09:00', '09:00–10:30', '10:30–10:50']);
  });

  it('takes a typed start, a drag back and a drag of the bottom edge, snapped to the grid', async () => {
    await block(3).focus();
    await page.keyboard.press('Enter');
    const start = page.getByLabel('Początek punktu 3');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Początek punktu 3');
    await start.fill('11:00');
    await saved(() => start.press('Enter'));
    await expect.poll(() => times(page)).toEqual(['08:00–09:00', '09:00–10:30', '11:00–11:20']);

    // Half an hour up is 48 px; 52 px snaps to the same 10-minute step.
    await saved(() => drag(3, 'middle', -52));
    await expect.poll(() => times(page)).toEqual(['08:00–09:00', '09:00–10:30', '10:30–10:50']);
    await saved(() => drag(3, 'bottom edge', 17));
    await expect.poll(() => times(page)).toEqual(['08:00–09:00', '09:00–10:30', '10:30–11:00']);
    await block(3).focus();
    await saved(() => page.keyboard.press('Shift+ArrowUp'));
    await expect.poll(() => times(page)).toEqual(['08:00–09:00', '09:00–10:30', '10:30–10:50']);
    const stored = (await schedule()).items.map((i) => `${i.start}-${i.finish} ${i.type}`);
    expect(stored).toEqual([
      '08:00:00-09:00:00 LUNCH',
      '09:00:00-10:30:00 CONFERENCE',
      '10:30:00-10:50:00 BREAK',
    ]);
  });

  it('splits an item by level and merges it back', async () => {
    await block(2).click();
    await page.getByLabel('Poziom do wydzielenia z punktu 2').selectOption('II');
    await saved(() => page.getByRole('button', { name: 'Podziel punkt 2' }).click());
    await page.getByRole('group', { name: 'Wariant dla poziomów: II' }).waitFor();
    const split = await schedule();
    expect(split.items.find((i) => i.type === 'CONFERENCE')).toMatchObject({
      levelScope: ['I'],
      alternatives: [expect.objectContaining({ levelScope: ['II'], name: 'Konferencja 1' })],
    });
    await saved(() => page.getByRole('button', { name: 'Scal wariant II' }).click());
    await page.getByRole('group', { name: 'Wariant dla poziomów: II' }).waitFor({ state: 'detached' });
    expect((await schedule()).items.find((i) => i.type === 'CONFERENCE')).toMatchObject({
      levelScope: [],
      alternatives: [],
    });
  });

  it('copies the day into the next one', async () => {
    await page.getByLabel('Dzień', { exact: true }).selectOption(DAYS[1]);
    await page.waitForURL(`**/schedule?session=${sessionId}&day=${DAYS[1]}`);
    await page.getByTestId('day-editor').getByText('Ten dzień nie ma jeszcze punktów.').waitFor();
    await page.getByLabel('Dzień do skopiowania').selectOption(DAYS[0]);
    await page.getByRole('button', { name: 'Kopiuj do tego dnia' }).click();
    const copied = page.waitForResponse((r) => r.url().endsWith('/api/schedules/copy-day'));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Kopiuj' }).click();
    const answer = await copied;
    expect(answer.status()).toBe(200);
    lastPosition = (await answer.headerValue('app-log-position')) ?? lastPosition;
    await page.getByText('Dzień skopiowano.').first().waitFor();
    await expect.poll(() => times(page)).toEqual(['08:00–09:00', '09:00–10:30', '10:30–10:50']);
    const days = (await schedule()).items.map((i) => `${i.date} ${i.start} ${i.name}`);
    expect(days).toEqual([
      `${DAYS[0]} 08:00:00 `,
      `${DAYS[0]} 09:00:00 Konferencja 1`,
      `${DAYS[0]} 10:30:00 `,
      `${DAYS[1]} 08:00:00 `,
      `${DAYS[1]} 09:00:00 Konferencja 1`,
      `${DAYS[1]} 10:30:00 `,
    ]);
  });

  it('keeps the single-day view after a reload, and shows the day read-only outside edit mode', async () => {
    await page.reload();
    const tab = page.getByRole('tab', { name: 'Jeden dzień' });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    const day = page.getByTestId('schedule-day');
    await day.waitFor();
    expect(await day.getAttribute('data-date')).toBe(DAYS[1]);
    expect(await day.getByTestId('item-times').allTextContents()).toEqual([
      '08:00–09:00',
      '09:00–10:30',
      '10:30–10:50',
    ]);
  });

  it('assigns a servant to an item and to its level alternative, and flags the clash', async () => {
    await page.getByRole('button', { name: 'Edytuj dzień' }).click();
    await block(2).click();
    await page.getByLabel('Poziom do wydzielenia z punktu 2').selectOption('II');
    await saved(() => page.getByRole('button', { name: 'Podziel punkt 2' }).click());
    const onItem = page.getByRole('group', { name: 'Posługujący punktu 2' });
    await onItem.getByLabel('Posługujący do przypisania do punktu 2').selectOption({ label: SERVANT.name });
    await saved(() => onItem.getByRole('button', { name: 'Przypisz' }).click());
    expect(await page.getByTestId('servant-conflict').count()).toBe(0);
    const onAlternative = page.getByRole('group', { name: 'Posługujący wariantu II' });
    await onAlternative
      .getByLabel('Posługujący do przypisania do wariantu II')
      .selectOption({ label: SERVANT.name });
    await saved(() => onAlternative.getByRole('button', { name: 'Przypisz' }).click());
    const flags = page.getByTestId('servant-conflict');
    await expect.poll(() => flags.count()).toBe(2);
    expect(await flags.first().textContent()).toBe(`${SERVANT.name} ma w tym czasie inny punkt`);
    const read = (await schedule()) as ScheduleDto & { conflicts: unknown[] };
    expect(read.conflicts).toHaveLength(2);
  });

  it('shows the QR code of the public schedule link, which opens for anyone, without servants’ names', async () => {
    await page.getByRole('button', { name: 'Kod QR' }).click();
    const dialog = page.getByRole('dialog');
    const qr = dialog.getByTestId('schedule-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('width')).toBe('256');
    const link = await dialog.getByTestId('schedule-link').textContent();
    expect(link).toBe(`${web.urls.shell}/public-schedule?session=${sessionId}`);
    await dialog.getByRole('button', { name: 'Zamknij' }).click();

    // A visitor who is not signed in (the phone that scanned the code on the wall).
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(link ?? '');
    await visitor.getByTestId('public-schedule').waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/public-schedule');
    expect(await visitor.getByTestId('public-schedule-item').count()).toBeGreaterThan(0);
    expect(await visitor.getByTestId('public-schedule').textContent()).not.toContain(SERVANT.name);
    await visitor.context().close();
  });
});
