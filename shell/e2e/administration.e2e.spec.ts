import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, signIn } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

describe('Levels, outbox and mail account pages, through the real API', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
    await page.goto(`${web.urls.shell}/levels`);
    await page.waitForURL('**/log-in');
    await signIn(page, ADMIN);
    await page.waitForURL('**/levels');
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('adds a school level, refuses it twice, and deletes it after confirmation', async () => {
    await page.getByTestId('level-row').filter({ hasText: 'III' }).first().waitFor();
    const name = page.getByLabel('Nazwa poziomu');
    await name.fill('Szkoła E2E');
    await page.getByRole('button', { name: 'Dodaj poziom' }).click();
    const row = page.getByTestId('level-row').filter({ hasText: 'Szkoła E2E' });
    await row.waitFor();
    expect(await name.inputValue()).toBe('');

    await name.fill('szkoła e2e');
    await page.getByRole('button', { name: 'Dodaj poziom' }).click();
    // The server's answer, shown next to the field.
    await page.getByText('Taki poziom już istnieje.').first().waitFor();

    await row.getByRole('button', { name: 'Usuń poziom Szkoła E2E' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń' }).click();
    await row.waitFor({ state: 'detached' });
  });

  it('shows the outbox with its state filter', async () => {
    await page.goto(`${web.urls.shell}/outbox`);
    await page.getByTestId('outbox-page').waitFor();
    await page.getByTestId('outbox-state').selectOption('FAILED');
    await page.getByText('Brak wiadomości.').waitFor();
  });

  it('shows an administrator his branch mail account without letting him change it', async () => {
    await page.goto(`${web.urls.shell}/config/mail-account`);
    await page.getByText('Konto pocztowe oddziału').waitFor();
    await page.getByText('Oddział nie ma jeszcze własnego konta pocztowego', { exact: false }).waitFor();
    expect(await page.getByTestId('mail-account-edit').count()).toBe(0);
  });
});
