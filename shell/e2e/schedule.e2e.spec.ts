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
  const times = (page: Page) => page.getByTestId('edit-item').getByTestId('item-times').allTextContents();
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

  it('builds a summer day: a conference, a break and a meal, each after the last', async () => {
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
    // A conference takes the next number and a proposed name.
    expect(await page.getByLabel('Nazwa punktu 1').inputValue()).toBe('Konferencja 1');
  });

  it('drags the meal first (keyboard) and recomputes every time', async () => {
    const handle = page.getByRole('button', { name: 'Przesuń punkt 3' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    const over = page.getByText('Nad miejscem punktu 1.');
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowUp');
        return over.count();
      })
      .toBeGreaterThan(0);
    await saved(() => page.keyboard.press('Space'));
    await expect.poll(() => times(page)).toEqual(['08:00–09:00', '09:00–10:00', '10:00–10:20']);
    const types = await page
      .getByTestId('edit-item')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-item-type')));
    expect(types).toEqual(['LUNCH', 'CONFERENCE', 'BREAK']);
  });

  it('changes a duration and shifts the later items', async () => {
    await saved(async () => {
      await page.getByLabel('Czas trwania punktu 2').selectOption({ label: '90 min' });
    });
    await expect.poll(() => times(page)).toEqual(['08:00–09:00', '09:00–10:30', '10:30–10:50']);
  });

  it('splits an item by level and merges it back', async () => {
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
