import { randomUUID } from 'node:crypto';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { dragByKeyboard, dragByPointer } from './support/planner-drag.ts';
import { ADMIN, signInContext } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

interface ConferenceDto {
  id: { value: string };
  name: string;
  files: { fileId: string; fileName: string }[];
  servants: { id: { value: string } }[];
}

describe('Conferences and the conference planner, through the real API', () => {
  let web: WebServers;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let sessionId: string;
  const tag = randomUUID().slice(0, 6);
  const names = { created: `Modlitwa ${tag}`, other: `Wiara ${tag}` };
  const servants = [`Zofia ${tag}`, `Michał ${tag}`];
  const servantIds: string[] = [];

  const post = async (path: string, data: object) => {
    const response = await context.request.post(`${web.urls.shell}${path}`, {
      data,
      headers: { 'X-XSRF-TOKEN': token },
    });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as { id: { value: string } };
  };
  const conferences = async (query: string) =>
    (await (
      await context.request.get(`${web.urls.shell}/api/conferences?${query}`)
    ).json()) as ConferenceDto[];

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
    // An autumn session of its own: the demo catalogue has winter conferences only.
    sessionId = (
      await post('/api/school-session/', {
        season: 'AUTUMN',
        dateFrom: '2037-10-01',
        dateTo: '2037-10-03',
        levels: [{ name: 'I' }, { name: 'II' }],
        branchId: branch.id,
      })
    ).id.value;
    for (const name of servants) {
      const [firstname, lastname] = name.split(' ');
      const saved = await post('/api/servant/', {
        firstname,
        lastname,
        email: `${tag}.${servantIds.length}@example.org`,
        phone: null,
        branches: [{ id: branch.id }],
        permissions: ['SERVANT'],
      });
      servantIds.push(saved.id.value);
    }
    // A second conference, of level II, through the API (its file uploaded first).
    const upload = await context.request.post(`${web.urls.shell}/api/document/upload`, {
      multipart: {
        document: { name: 'wiara.txt', mimeType: 'text/plain', buffer: Buffer.from('O wierze.\n') },
      },
      headers: { 'X-XSRF-TOKEN': token },
    });
    const fileId = ((await upload.json()) as { value: string }).value;
    await post('/api/conference/', {
      name: names.other,
      lang: 'pl',
      season: 'AUTUMN',
      level: 'II',
      number: 1,
      files: [{ fileId, fileName: 'wiara' }],
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('lets an admin create a conference with a file, every field required', async () => {
    await page.goto(`${web.urls.shell}/conferences`);
    await page.getByTestId('conferences-page').waitFor();
    await page.getByTestId('conference-add').click();
    const form = page.getByTestId('conference-form');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.getByText('To pole nie może być puste.').first().waitFor();
    await form.getByLabel('Pora roku').selectOption('AUTUMN');
    await form.getByLabel('Poziom').selectOption('I');
    await form.getByLabel('Język').selectOption('pl');
    await form.getByLabel('Nazwa').fill(names.created);
    await form.getByLabel('Numer').fill('1');
    await form.getByTestId('conference-file-input').setInputFiles({
      name: 'modlitwa.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('O modlitwie serca.\n'),
    });
    await form.getByRole('link', { name: 'modlitwa' }).waitFor();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/conference/') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Zapisz' }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('conference-filter-season').selectOption('AUTUMN');
    await page.getByTestId('conference-list').getByText(names.created).waitFor();
    const position = (await response.headerValue('app-log-position')) ?? '';
    const autumn = await conferences(`season=AUTUMN&position=${position}`);
    const created = autumn.find((c) => c.name === names.created);
    expect(created?.files.map((f) => f.fileName)).toEqual(['modlitwa']);
    const file = await context.request.get(`${web.urls.shell}/api/file/${created?.files[0]?.fileId}`);
    expect(await file.text()).toBe('O modlitwie serca.\n');
  });

  it('assigns servants to conferences by pointer drag and by keyboard, a column per level', async () => {
    await page.goto(`${web.urls.shell}/servant-conference?session=${sessionId}`);
    const columns = page.getByTestId('level-column');
    // The planner draws once the session, its conferences and the servants are in.
    await expect.poll(() => columns.count(), { timeout: 15_000 }).toBe(2);
    const zoneOf = (name: string) =>
      page.locator(`[data-testid="conference-card"][data-name="${name}"]`).getByTestId('drop-zone');
    const levelOne = page.locator('[data-testid="level-column"][data-level="I"]');
    await levelOne.getByText(names.created).waitFor();
    const pool = page.getByTestId('servant-pool');
    const moves = () =>
      page.waitForResponse(
        (r) => r.url().includes('/api/user-conference') && r.request().method() === 'POST',
      );

    const byPointer = moves();
    await dragByPointer(page, pool.getByText(servants[0] as string), zoneOf(names.created));
    expect((await byPointer).status()).toBe(201);
    await zoneOf(names.created)
      .getByText(servants[0] as string)
      .waitFor();

    const byKeyboard = moves();
    const chip = pool.locator(`[data-testid="servant-chip"][data-user="${servantIds[1]}"]`);
    await dragByKeyboard(page, chip, zoneOf(names.other));
    const answer = await byKeyboard;
    expect(answer.status()).toBe(201);
    await zoneOf(names.other)
      .getByText(servants[1] as string)
      .waitFor();

    const position = (await answer.headerValue('app-log-position')) ?? '';
    const planned = await conferences(`session=${sessionId}&position=${position}`);
    const servantsOf = (name: string) =>
      planned.find((c) => c.name === name)?.servants.map((s) => s.id.value);
    expect(servantsOf(names.created)).toEqual([servantIds[0]]);
    expect(servantsOf(names.other)).toEqual([servantIds[1]]);
  });
});
