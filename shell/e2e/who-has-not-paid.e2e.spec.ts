import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, signInContext } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\u00a0|\u202f/g, ' ').trim();
}

/** The accounting page's participant side: the picker, the servant's default and the dues modal. */
describe('Payments that name a participant, and who has not paid', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;
  let staff: Staff;
  let sessionId: string;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    sessionId = await staff.planSession(['I'], ['2047-02-01', '2047-02-03']);
    await staff.price(sessionId, 'ACCOMMODATION', 120);
    await staff.registerByHand(sessionId, {
      firstname: 'Dorota',
      lastname: 'Dłużna',
      email: 'dorota.dluzna@example.org',
    });
    await staff.registerByHand(sessionId, {
      firstname: 'Edward',
      lastname: 'Dłużny',
      email: 'edward.dluzny@example.org',
    });
    await staff.addServant(sessionId, 'servant@cenacle.example');
    await staff.untilListed(sessionId, 3);
    const context = await browser.newContext();
    await signInContext(context, web.urls.shell, ADMIN);
    page = await context.newPage();
    await page.goto(`${web.urls.shell}/accounting?session=${sessionId}`);
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('lists each participant’s due, paid and balance, and records a payment from the list', async () => {
    await page.getByTestId('who-has-not-paid-button').click();
    const dialog = page.getByTestId('who-has-not-paid');
    const dorota = dialog.locator('[data-testid="due-row"][data-email="dorota.dluzna@example.org"]');
    await dorota.waitFor();
    expect(await text(dorota.getByTestId('due-balance'))).toBe('120,00 zł');
    await dorota.getByTestId('pay-due').click();

    const form = page.getByTestId('payment-form');
    expect(await form.locator('input[name="amount"]').inputValue()).toBe('120');
    await form.getByLabel('Kategoria').selectOption('BUY_IN');
    // What only Number() would read as an amount, and an income typed negative: the field says why.
    const amount = form.locator('input[name="amount"]');
    await amount.fill('1e3');
    await form.getByRole('button', { name: 'Zapisz płatność' }).click();
    await form.getByText('Nieprawidłowy format.').waitFor();
    await amount.fill('-5');
    await form.getByRole('button', { name: 'Zapisz płatność' }).click();
    await form.getByText('Wpływ jest kwotą dodatnią', { exact: false }).waitFor();
    await amount.fill('70');
    await form.getByRole('button', { name: 'Zapisz płatność' }).click();
    await form.waitFor({ state: 'detached' });

    // Back at the list: a partial payment leaves what is still due.
    await expect.poll(() => text(dorota.getByTestId('due-balance')), { timeout: 15_000 }).toBe('50,00 zł');
    await dorota.getByTestId('pay-due').click();
    await form.getByLabel('Kategoria').selectOption('BUY_IN');
    await form.getByRole('button', { name: 'Zapisz płatność' }).click();
    await form.waitFor({ state: 'detached' });
    await dorota.waitFor({ state: 'detached', timeout: 15_000 });
    await dialog.locator('[data-testid="due-row"][data-email="edward.dluzny@example.org"]').waitFor();
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
  });

  it('names the participant in the payments list', async () => {
    const rows = page.getByTestId('payment-row').filter({ hasText: 'Dorota Dłużna' });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
  });

  it('finds a participant by name in the add dialog; a servant’s payment defaults to BUY_IN', async () => {
    await page.getByTestId('add-payment').click();
    const form = page.getByTestId('payment-form');
    await form.locator('input[name="participant-search"]').fill('Kowalski');
    const picker = form.locator('select[name="participant"]');
    await expect
      .poll(async () => (await picker.locator('option').allTextContents()).join('|'), { timeout: 15_000 })
      .toContain('(posługujący)');
    const servant = (await picker.locator('option').allTextContents()).find((o) =>
      o.includes('(posługujący)'),
    );
    await picker.selectOption({ label: servant ?? '' });
    expect(await form.getByLabel('Kategoria').inputValue()).toBe('BUY_IN');
    await form.getByRole('button', { name: 'Anuluj' }).click();
  });
});
