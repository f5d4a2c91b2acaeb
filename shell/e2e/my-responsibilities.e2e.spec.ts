import { randomUUID } from 'node:crypto';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, SERVANT, signInContext } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

/** A spring session of this file's own (dates no other browser test uses). */
const DAY = '2038-04-14';
const TALK = 'Cisza i słowo';
const DUTY = 'Zakrystia';

describe('My responsibilities, through the real API', () => {
  let web: WebServers;
  let browser: Browser;
  let admin: BrowserContext;
  let serving: BrowserContext;
  let page: Page;
  let sessionId: string;
  let fileId: string;
  let token = '';
  let position = '';

  const post = async (path: string, data: object, as: () => BrowserContext = () => admin) => {
    const context = as();
    const xsrf = decodeURIComponent(
      (await context.cookies(web.urls.shell)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? token,
    );
    const response = await context.request.post(`${web.urls.shell}${path}`, {
      data,
      headers: { 'X-XSRF-TOKEN': xsrf },
    });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    position = response.headers()['app-log-position'] ?? position;
    return response.headers()['content-type']?.includes('json') ? response.json() : null;
  };

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    [admin, serving] = [await browser.newContext(), await browser.newContext()];
    await signInContext(admin, web.urls.shell, ADMIN);
    await signInContext(serving, web.urls.shell, SERVANT);
    token = decodeURIComponent(
      (await admin.cookies(web.urls.shell)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    );
    const account = (await (await serving.request.get(`${web.urls.shell}/api/account`)).json()) as {
      id: { value: string };
      branches: { id: { value: string } }[];
    };
    const servantId = account.id.value;
    const branchId = account.branches[0]?.id.value;
    if (!branchId) throw new Error('The demo servant has no branch');
    sessionId = (
      await post('/api/school-session/', {
        season: 'SPRING',
        dateFrom: DAY,
        dateTo: '2038-04-15',
        levels: [{ name: 'I' }, { name: 'II' }],
        branchId: { value: branchId },
      })
    ).id.value;
    const upload = await admin.request.post(`${web.urls.shell}/api/document/upload`, {
      multipart: {
        document: { name: 'cisza.txt', mimeType: 'text/plain', buffer: Buffer.from('O ciszy.\n') },
      },
      headers: { 'X-XSRF-TOKEN': token },
    });
    fileId = ((await upload.json()) as { value: string }).value;
    const conference = await post('/api/conference/', {
      name: TALK,
      lang: 'pl',
      season: 'SPRING',
      level: 'I',
      number: 1,
      files: [{ fileId, fileName: 'cisza.txt' }],
    });
    await post('/api/user-conference', { id: conference.id.value, session: sessionId, user: servantId });
    const duty = await post('/api/responsibility/', { session: { value: sessionId }, name: DUTY });
    await post('/api/user-responsibility', { id: duty.id.value, session: sessionId, user: servantId });
    await post(
      '/api/schedules/',
      {
        session: { value: sessionId },
        date: DAY,
        version: null,
        items: [
          {
            id: randomUUID(),
            start: '09:00:00',
            finish: '10:00:00',
            type: 'CONFERENCE',
            name: 'Konferencja 1',
            conferenceNumber: 1,
          },
          {
            id: randomUUID(),
            start: '10:00:00',
            finish: '10:30:00',
            type: 'MASS',
            name: 'Msza',
            responsibilityId: duty.id.value,
            // He also serves level II's Mass while his responsibility needs him at the Mass: a clash.
            alternatives: [
              { id: randomUUID(), levelScope: ['II'], name: 'Msza II', type: 'MASS', servants: [servantId] },
            ],
          },
        ],
        // Schedules are written by servants and branch admins (spec §6).
      },
      () => serving,
    );
    // The servant's read models hold every write above before the page opens.
    const ready = await serving.request.get(
      `${web.urls.shell}/api/my-responsibilities?session=${sessionId}&position=${position}`,
    );
    expect(ready.status(), await ready.text()).toBe(200);
    page = await serving.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('lists the conference and the responsibility with date and start time, and the file link', async () => {
    await page.goto(`${web.urls.shell}/my-responsibilities?session=${sessionId}`);
    const rows = page.getByTestId('my-scheduled').getByTestId('my-duty');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    const texts = await rows.allTextContents();
    expect(texts[0]).toContain(`1. ${TALK}`);
    expect(texts[0]).toContain('09:00');
    expect(texts[0]).toContain('2038');
    expect(texts[1]).toContain(DUTY);
    expect(texts[1]).toContain('10:00');
    const link = rows.first().getByRole('link', { name: 'cisza.txt' });
    expect(await link.getAttribute('href')).toContain(`/api/file/${fileId}`);
  });

  it('opens from the dashboard shortcut of the session', async () => {
    await page.goto(`${web.urls.shell}/dashboard?session=${sessionId}`);
    await page.getByTestId('shortcut-my-responsibilities').click();
    await page.waitForURL(`**/my-responsibilities?session=${sessionId}`);
    await page.getByTestId('my-scheduled').waitFor();
  });

  it('renews the calendar link after asking: the page shows a new one', async () => {
    const before = await page.getByTestId('my-calendar-link').inputValue();
    await page.getByTestId('my-calendar-renew').click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Anuluj' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('my-calendar-link').inputValue()).toBe(before);
    await page.getByTestId('my-calendar-renew').click();
    await confirm.getByRole('button', { name: 'Wygeneruj nowy link' }).click();
    await expect.poll(() => page.getByTestId('my-calendar-link').inputValue()).not.toBe(before);
    const anonymous = await browser.newContext();
    expect((await anonymous.request.get(before)).status()).toBe(403);
    await anonymous.close();
  });

  it('flags him in the schedule editor where his responsibility needs him elsewhere', async () => {
    // The schedule editor is the servants' and branch admins' (spec §6): he opens it himself.
    const planner = await serving.newPage();
    await planner.goto(`${web.urls.shell}/schedule?session=${sessionId}&day=${DAY}`);
    await planner.getByTestId('schedule-page').waitFor();
    await planner.getByRole('tab', { name: 'Jeden dzień' }).click();
    await planner.getByRole('button', { name: 'Edytuj dzień' }).click();
    // The Mass's block is marked; its details, opened beside the grid, name the clash.
    await planner.getByRole('button', { name: /^Punkt 2:/ }).click();
    await planner.getByTestId('day-editor').getByTestId('servant-conflict').first().waitFor();
    // The item names the responsibility (once the session's responsibilities have loaded).
    const duty = planner.getByLabel('Odpowiedzialność punktu 2');
    await expect.poll(() => duty.locator('option:checked').textContent()).toBe(DUTY);
    await planner.close();
  });

  it('gives a calendar feed link that answers a VEVENT for each, without signing in', async () => {
    const url = await page.getByTestId('my-calendar-link').inputValue();
    const anonymous = await browser.newContext();
    const response = await anonymous.request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const text = (await response.text()).replace(/\r\n /g, '');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain(`SUMMARY:1. ${TALK}`);
    expect(text).toContain(`SUMMARY:${DUTY}`);
    expect(text).toContain('DTSTART:20380414T090000');
    expect(text).toContain('DTSTART:20380414T100000');
    await anonymous.close();
  });
});
