import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, signIn } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

/** An administrator erases a person: asked first, then the name is gone from every screen. */
describe('Erasing a person', () => {
  const email = `zofia.${Date.now()}@example.org`;
  const SURNAME = 'Wróblewska';
  let web: WebServers;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
    await page.goto(`${web.urls.shell}/log-in`);
    await signIn(page, ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  const userRow = () => page.locator(`[data-testid="user-row"][data-email="${email}"]`);

  it('adds a person as a servant, who then shows on /admin/users', async () => {
    await page.goto(`${web.urls.shell}/servants`);
    await page.getByTestId('add-servant').click();
    const form = page.getByTestId('servant-form');
    await form.locator('input[name="firstname"]').fill('Zofia');
    await form.locator('input[name="lastname"]').fill(SURNAME);
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill('+48 601 602 603');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.waitFor({ state: 'detached' });
    await page.goto(`${web.urls.shell}/admin/users`);
    await userRow().waitFor();
    expect(await userRow().textContent()).toContain(SURNAME);
  });

  it('asks first, and cancelling keeps the person', async () => {
    await userRow().getByTestId('erase-user').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(SURNAME).waitFor();
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await userRow().count()).toBe(1);
  });

  it('erases on confirmation: the list shows "erased person" and the name appears nowhere', async () => {
    const before = await page.getByText('osoba usunięta').count();
    await userRow().getByTestId('erase-user').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Usuń dane osobowe' }).click();
    await dialog.waitFor({ state: 'detached' });
    await userRow().waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText('osoba usunięta').count(), { timeout: 15_000 }).toBe(before + 1);
    await page.reload();
    await page.getByTestId('users-table').waitFor();
    expect(await page.content()).not.toContain(SURNAME);
    expect(await page.content()).not.toContain(email);
    await page.goto(`${web.urls.shell}/servants`);
    await page.getByTestId('add-servant').waitFor();
    expect(await page.content()).not.toContain(SURNAME);
  });
});
