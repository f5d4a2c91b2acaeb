import { randomUUID } from 'node:crypto';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { dragByKeyboard, dragByPointer } from './support/planner-drag.ts';
import { ADMIN, signInContext } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

interface ResponsibilityDto {
  id: { value: string };
  name: string;
  servants: { connectionId: string; user: { value: string } }[];
}

/** Staff calls through the API, with the CSRF token a browser sends. */
async function apiPost(context: BrowserContext, shellUrl: string, path: string, data: object) {
  const token = (await context.cookies(shellUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${shellUrl}${path}`, {
    data,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
  });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { id: { value: string } };
}

describe('The responsibility planner, through the real API', () => {
  let web: WebServers;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sessionId: string;
  const tag = randomUUID().slice(0, 6);
  const servants = [`Hanna ${tag}`, `Tomasz ${tag}`];
  const servantIds: string[] = [];

  const listed = async (position: string) => {
    const response = await context.request.get(
      `${web.urls.shell}/api/responsibilities?session=${sessionId}&position=${position}`,
    );
    return (await response.json()) as ResponsibilityDto[];
  };
  /** The next answer to a servant's move, and the log position it carries. */
  const nextMove = () =>
    page.waitForResponse(
      (r) => r.url().includes('/api/user-responsibility') && r.request().method() === 'POST',
    );

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    context = await browser.newContext();
    await signInContext(context, web.urls.shell, ADMIN);
    const branches = await context.request.get(`${web.urls.shell}/api/branches`);
    const branch = ((await branches.json()) as { id: { value: string }; name: string }[]).find(
      (b) => b.name === 'Cenacle Kraków',
    );
    if (!branch) throw new Error('No demo branch');
    const session = await apiPost(context, web.urls.shell, '/api/school-session/', {
      season: 'SUMMER',
      dateFrom: '2036-07-01',
      dateTo: '2036-07-05',
      levels: [{ name: 'I' }, { name: 'II' }],
      branchId: branch.id,
    });
    sessionId = session.id.value;
    for (const name of servants) {
      const [firstname, lastname] = name.split(' ');
      const saved = await apiPost(context, web.urls.shell, '/api/servant/', {
        firstname,
        lastname,
        email: `${firstname?.toLowerCase()}.${tag}@example.org`,
        phone: null,
        branches: [{ id: branch.id }],
        permissions: ['SERVANT'],
      });
      servantIds.push(saved.id.value);
    }
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('creates responsibilities, with the name required', async () => {
    await page.goto(`${web.urls.shell}/servant-responsibilities?session=${sessionId}`);
    await page.getByText('Ta sesja nie ma jeszcze odpowiedzialności.').waitFor();
    await page.getByTestId('responsibility-add').click();
    const form = page.getByTestId('responsibility-form');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.getByText('To pole nie może być puste.').waitFor();
    await form.getByLabel('Nazwa').fill('Zakrystia');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('responsibility-add').click();
    await form.getByLabel('Nazwa').fill('Opiekunowie');
    await form.getByLabel('Rodzaj').selectOption('LEVEL_KEEPER');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.waitFor({ state: 'detached' });
    const cards = page.getByTestId('responsibility-card');
    await expect.poll(() => cards.count()).toBe(2);
    // A level keeper without a level of its own is planned per level: I and II.
    const keepers = page.locator('[data-testid="responsibility-card"][data-name="Opiekunowie"]');
    await expect.poll(() => keepers.getByTestId('drop-zone').count()).toBe(2);
  });

  it('assigns a servant by pointer drag and another by keyboard into one level', async () => {
    const pool = page.getByTestId('servant-pool');
    const sacristy = page
      .locator('[data-testid="responsibility-card"][data-name="Zakrystia"]')
      .getByTestId('drop-zone');
    const byPointer = nextMove();
    await dragByPointer(page, pool.getByText(servants[0] as string), sacristy);
    const first = await byPointer;
    expect(first.status()).toBe(201);
    await sacristy.getByText(servants[0] as string).waitFor();

    const keepers = page.locator('[data-testid="responsibility-card"][data-name="Opiekunowie"]');
    const levelTwo = keepers.locator('[data-testid="drop-zone"][data-zone$="__II"]');
    const byKeyboard = nextMove();
    const chip = pool.locator(`[data-testid="servant-chip"][data-user="${servantIds[1]}"]`);
    await dragByKeyboard(page, chip, levelTwo);
    const second = await byKeyboard;
    expect(second.status()).toBe(201);
    await levelTwo.getByText(servants[1] as string).waitFor();

    const plan = await listed((await second.headerValue('app-log-position')) ?? '');
    const connections = plan.flatMap((r) =>
      r.servants.map((s) => [r.name, s.connectionId.split('__')[1] ?? null, s.user.value]),
    );
    expect(connections).toEqual(
      expect.arrayContaining([
        ['Zakrystia', null, servantIds[0]],
        ['Opiekunowie', 'II', servantIds[1]],
      ]),
    );
  });

  it('deletes a responsibility after a confirmation', async () => {
    await page.getByRole('button', { name: 'Usuń Zakrystia' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('responsibility-card').count()).toBe(1);
  });
});
