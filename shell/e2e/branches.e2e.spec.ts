import { photo } from '@cenacle/infra/files/testing/sample-files.ts';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, signIn } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

const GDANSK = 'Oddział Gdańsk E2E';
const VIENNA = 'Oddział Wiedeń E2E';

async function rowNames(page: Page): Promise<string[]> {
  const rows = page.getByTestId('branch-row');
  return (await rows.allTextContents()).map((text) => text.trim());
}

/** Waits until the list shows exactly the rows `check` accepts (the filters apply at once). */
async function rowsSatisfy(page: Page, check: (names: string[]) => boolean): Promise<string[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const names = await rowNames(page);
    if (check(names)) return names;
    await page.waitForTimeout(50);
  }
  return rowNames(page);
}

async function fillBranch(dialog: Locator, values: { name: string; country: string; city: string }) {
  await dialog.getByLabel('Nazwa').fill(values.name);
  // Chosen from the country list, which stores the three-letter code.
  await dialog.getByLabel('Kraj').selectOption(values.country.toUpperCase());
  await dialog.getByLabel('Miasto').fill(values.city);
}

describe('Branch configuration, through the real API', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
    await page.goto(`${web.urls.shell}/config-branches`);
    await page.waitForURL('**/log-in');
    await signIn(page, ADMIN);
    await page.waitForURL('**/config-branches');
    await page.getByTestId('branch-row').filter({ hasText: 'Cenacle Kraków' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('opens a new branch with ctrl+N, shows the errors per field, and creates it with its photo', async () => {
    await page.keyboard.press('Control+KeyN');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Nowy oddział').waitFor();
    expect(await dialog.getByLabel('Symbol waluty').inputValue()).toBe('zł');

    await dialog.getByLabel('Szerokość geograficzna').fill('95');
    await dialog.getByRole('button', { name: 'Zapisz oddział' }).click();
    // Checked in the browser by the contract: name and city blank, no country chosen.
    await dialog.getByText('To pole nie może być puste.').first().waitFor();
    expect(await dialog.getByText('To pole nie może być puste.').count()).toBe(2);
    expect(await dialog.getByText('Nieprawidłowy format.').count()).toBe(1);
    expect(await dialog.getByText('Nieprawidłowa długość lub wartość.').count()).toBe(1);

    await fillBranch(dialog, { name: GDANSK, country: 'pol', city: 'Gdańsk' });
    await dialog.getByLabel('Szerokość geograficzna').fill('54.35');
    await dialog.getByLabel('Długość geograficzna').fill('18,65');
    await dialog.getByLabel('Telefon').fill('+48 58 000 00 00');
    const description = dialog.getByRole('textbox', { name: 'Opis' });
    await description.click();
    await page.keyboard.type('Wspólnota ');
    const bold = dialog.getByRole('button', { name: 'Pogrubienie' });
    await bold.click();
    await expect.poll(() => bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('nad morzem');
    await dialog.getByTestId('branch-photo-input').setInputFiles({
      name: 'gdansk.png',
      mimeType: 'image/png',
      buffer: await photo('png', 64, 48),
    });
    await dialog.getByTestId('branch-photo').waitFor();
    await dialog.getByRole('button', { name: 'Zapisz oddział' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Oddział ${GDANSK} zapisano.`).first().waitFor();

    const row = page.getByTestId('branch-row').filter({ hasText: GDANSK });
    await row.waitFor();
    // The country by its name in the interface language, not its code.
    expect(await row.textContent()).toContain('Polska');
    await row.click();
    const preview = page.getByTestId('branch-preview');
    await preview.waitFor();
    expect(await preview.textContent()).toContain('+48 58 000 00 00');
    expect(await preview.textContent()).toContain('18.65');
    await preview.getByRole('img').waitFor();
    expect(await preview.locator('strong').textContent()).toBe('nad morzem');
    await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('filters by text, country and active only', async () => {
    await page.getByTestId('branch-new').click();
    const dialog = page.getByRole('dialog');
    await fillBranch(dialog, { name: VIENNA, country: 'AUT', city: 'Wien' });
    await dialog.getByRole('switch', { name: 'Aktywna' }).uncheck();
    await dialog.getByRole('button', { name: 'Zapisz oddział' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('branch-row').filter({ hasText: VIENNA }).waitFor();

    // Without its accent, and narrow enough that other files' branches in Gdańsk stay out.
    await page.getByTestId('branch-filter-text').fill('gdansk e2e');
    const byText = await rowsSatisfy(page, (names) => names.length === 1);
    expect(byText).toHaveLength(1);
    expect(byText[0]).toContain(GDANSK);
    await page.getByTestId('branch-filter-text').fill('');

    await page.getByTestId('branch-filter-country').selectOption('AUT');
    const byCountry = await rowsSatisfy(page, (names) => names.every((n) => n.includes('AUT')));
    expect(byCountry).toHaveLength(1);
    expect(byCountry[0]).toContain(VIENNA);
    await page.getByTestId('branch-filter-country').selectOption('');

    await page.getByTestId('branch-filter-active').check();
    const active = await rowsSatisfy(page, (names) => !names.some((n) => n.includes(VIENNA)));
    expect(active.some((n) => n.includes(VIENNA))).toBe(false);
    expect(active.some((n) => n.includes(GDANSK))).toBe(true);
    await page.getByTestId('branch-filter-active').uncheck();
    await page.getByTestId('branch-row').filter({ hasText: VIENNA }).waitFor();
  });

  it('deletes a branch after confirmation, with the Polish toast', async () => {
    const row = page.getByTestId('branch-row').filter({ hasText: GDANSK });
    await row.getByTestId('branch-row-menu').click();
    await page.getByTestId('branch-delete').click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Oddział ${GDANSK} zniknie z listy.`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Usuń' }).click();
    await page.getByText(`${GDANSK} usunięto (lub zablokowano)`).first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect((await rowNames(page)).some((n) => n.includes(GDANSK))).toBe(false);
    await page.reload();
    await page.getByTestId('branch-row').filter({ hasText: VIENNA }).waitFor();
    expect((await rowNames(page)).some((n) => n.includes(GDANSK))).toBe(false);
  });
});
