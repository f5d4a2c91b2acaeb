import { randomUUID } from 'node:crypto';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, signInContext } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

interface PlanDto {
  columns: {
    level: string;
    version: number;
    conferences: { id: { value: string }; name: string; number: number }[];
    removed: { name: string }[];
  }[];
}

describe('Merging a summer session’s conferences, through the real API', () => {
  let web: WebServers;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let sessionId: string;
  let position = '';
  const tag = randomUUID().slice(0, 6);
  // A level of its own, so the column holds this test's conferences only.
  const level = `Lato ${tag}`;
  const modlitwa = `Modlitwa ${tag}`;
  const slowo = `Słowo ${tag}`;
  const post = `Post ${tag}`;
  const jalmuzna = `Jałmużna ${tag}`;

  const send = async (path: string, data: object) => {
    const response = await context.request.post(`${web.urls.shell}${path}`, {
      data,
      headers: { 'X-XSRF-TOKEN': token },
    });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    position = response.headers()['app-log-position'] ?? position;
    return response.headers()['content-type']?.includes('json')
      ? ((await response.json()) as { id: { value: string } })
      : null;
  };
  /** The plan once the read models hold the last write (`?position=`), as the API answers it. */
  const column = async () => {
    const url = `${web.urls.shell}/api/session-conferences?session=${sessionId}&position=${position}`;
    const response = await context.request.get(url);
    expect(response.headers()['app-read-model-stale']).not.toBe('true');
    return ((await response.json()) as PlanDto).columns[0];
  };
  const plan = async () => {
    const read = await column();
    return {
      order: read?.conferences.map((c) => `${c.number}. ${c.name}`),
      removed: read?.removed.map((c) => c.name),
    };
  };

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    context = await browser.newContext();
    await signInContext(context, web.urls.shell, ADMIN);
    token = decodeURIComponent(
      (await context.cookies(web.urls.shell)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    );
    const branches = await context.request.get(`${web.urls.shell}/api/branches`);
    const branch = ((await branches.json()) as { id: { value: string }; name: string }[]).find(
      (b) => b.name === 'Cenacle Kraków',
    );
    if (!branch) throw new Error('No demo branch');
    await send('/api/level/', { name: level });
    const upload = await context.request.post(`${web.urls.shell}/api/document/upload`, {
      multipart: { document: { name: 'lato.txt', mimeType: 'text/plain', buffer: Buffer.from('Lato.\n') } },
      headers: { 'X-XSRF-TOKEN': token },
    });
    const fileId = ((await upload.json()) as { value: string }).value;
    for (const [index, name] of [modlitwa, slowo, post, jalmuzna].entries()) {
      await send('/api/conference/', {
        name,
        lang: 'pl',
        season: 'SUMMER',
        level,
        number: index + 1,
        files: [{ fileId, fileName: `lato-${index + 1}` }],
      });
    }
    const session = await send('/api/school-session/', {
      season: 'SUMMER',
      dateFrom: '2044-07-04',
      dateTo: '2044-07-14',
      levels: [{ name: level }],
      branchId: branch.id,
    });
    sessionId = session?.id.value ?? '';
    expect((await plan()).order).toEqual([`1. ${modlitwa}`, `2. ${slowo}`, `3. ${post}`, `4. ${jalmuzna}`]);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  const shown = () => page.getByTestId('plan-entry-name').allTextContents();
  const moved = () =>
    page.waitForResponse(
      (r) => r.url().includes('/api/session-conferences') && r.request().method() === 'POST',
    );
  async function accepted(answer: Promise<Response>): Promise<void> {
    const response = await answer;
    expect(response.status()).toBe(200);
    position = (await response.headerValue('app-log-position')) ?? position;
  }
  const click = async (label: string) => {
    const answer = moved();
    await page.getByRole('button', { name: label, exact: true }).click();
    await accepted(answer);
  };

  it('merges two, ungroups them, removes and restores one, numbering from 1 each time', async () => {
    await page.goto(`${web.urls.shell}/merge-conferences?session=${sessionId}`);
    await page.locator(`[data-testid="merge-column"][data-level="${level}"]`).waitFor();
    await expect.poll(shown).toEqual([`1. ${modlitwa}`, `2. ${slowo}`, `3. ${post}`, `4. ${jalmuzna}`]);

    await click('Połącz konferencję 1 z następną');
    await expect.poll(shown).toEqual([`1. ${modlitwa}; ${slowo}`, `2. ${post}`, `3. ${jalmuzna}`]);
    expect((await plan()).order).toEqual([`1. ${modlitwa}; ${slowo}`, `2. ${post}`, `3. ${jalmuzna}`]);

    await click('Rozdziel konferencję 1');
    await expect.poll(shown).toEqual([`1. ${modlitwa}`, `2. ${slowo}`, `3. ${post}`, `4. ${jalmuzna}`]);

    await click('Usuń konferencję 2');
    await expect.poll(shown).toEqual([`1. ${modlitwa}`, `2. ${post}`, `3. ${jalmuzna}`]);
    await page.getByTestId('removed-entry').getByText(slowo).waitFor();
    expect(await plan()).toEqual({
      order: [`1. ${modlitwa}`, `2. ${post}`, `3. ${jalmuzna}`],
      removed: [slowo],
    });

    await click(`Przywróć ${slowo}`);
    await expect.poll(shown).toEqual([`1. ${modlitwa}`, `2. ${post}`, `3. ${jalmuzna}`, `4. ${slowo}`]);
    expect(await plan()).toEqual({
      order: [`1. ${modlitwa}`, `2. ${post}`, `3. ${jalmuzna}`, `4. ${slowo}`],
      removed: [],
    });
  });

  it('reorders by keyboard: space picks a conference up, arrows move it, space drops it', async () => {
    const handle = page.getByRole('button', { name: 'Przenieś konferencję 4', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    const live = page.locator('[id^="DndLiveRegion"]');
    // A press before dnd-kit's listener is attached is lost: press until the first place is under it.
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowUp');
        return live.allTextContents();
      })
      .toContainEqual('Nad miejscem 1.');
    const answer = moved();
    await page.keyboard.press('Space');
    await accepted(answer);
    const order = [`1. ${slowo}`, `2. ${modlitwa}`, `3. ${post}`, `4. ${jalmuzna}`];
    await expect.poll(shown).toEqual(order);
    expect((await plan()).order).toEqual(order);
    await page.reload();
    // Reloaded, the plan draws once the page's modules and the plan are in again.
    await expect.poll(shown, { timeout: 15_000 }).toEqual(order);
  });

  it('reloads the plan when another planner changed the column meanwhile (409), instead of overwriting', async () => {
    const stale = await context.newPage();
    // No read-model notices on this page: it keeps the plan it loaded, as a slow planner's would.
    await stale.routeWebSocket(/\/api\/ws/, () => undefined);
    await stale.goto(`${web.urls.shell}/merge-conferences?session=${sessionId}`);
    const names = () => stale.getByTestId('plan-entry-name').allTextContents();
    const before = [`1. ${slowo}`, `2. ${modlitwa}`, `3. ${post}`, `4. ${jalmuzna}`];
    await expect.poll(names, { timeout: 15_000 }).toEqual(before);
    const now = await column();
    const last = now?.conferences[3];
    await send('/api/session-conferences', {
      sessionId,
      conferenceId: last?.id.value,
      oldIndex: 3,
      newIndex: 0,
      action: 'MOVED',
      level,
      lang: 'pl',
      version: now?.version,
    });
    const refused = stale.waitForResponse(
      (r) => r.url().includes('/api/session-conferences') && r.request().method() === 'POST',
    );
    await stale.getByRole('button', { name: 'Usuń konferencję 1', exact: true }).click();
    expect((await refused).status()).toBe(409);
    const theirs = [`1. ${jalmuzna}`, `2. ${slowo}`, `3. ${modlitwa}`, `4. ${post}`];
    await stale.getByText('Ktoś właśnie zmienił tę kolumnę; wczytano aktualny plan.').first().waitFor();
    await expect.poll(names).toEqual(theirs);
    expect(await plan()).toEqual({ order: theirs, removed: [] });
    await stale.close();
  });
});
