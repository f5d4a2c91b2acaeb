import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { waitForMail } from './support/mail.ts';
import { ADMIN, signInContext } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

const DAY_MS = 86_400_000;
const VISITOR = {
  firstname: 'Weronika',
  lastname: `Droga${Date.now()}`,
  email: `weronika.${Date.now()}@example.org`,
};

/** Text of an element with the non-breaking spaces of Polish number formatting made plain. */
async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\u00a0|\u202f/g, ' ').trim();
}

/**
 * The whole path of issue 9 in one story: a visitor registers with two children on a published
 * session, gets the confirmation mail, shows in the participants list, comes (presence confirmed),
 * pays at the accounting page reached from the list, and leaves the who-has-not-paid list.
 */
describe('From the public form to a paid participant', () => {
  let web: WebServers;
  let browser: Browser;
  let visitor: Page;
  let staffPage: Page;
  let sessionId: string;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    const staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    sessionId = await staff.planSession(['I', 'II'], ['2046-07-01', '2046-07-05']);
    await staff.price(sessionId, 'ACCOMMODATION', 200);
    await staff.price(sessionId, 'FOOD', 50, [0, 12]);
    await staff.form(sessionId);
    await staff.publish(sessionId, new Date(Date.now() + 30 * DAY_MS));
    visitor = await (await browser.newContext()).newPage();
    const staffContext = await browser.newContext();
    await signInContext(staffContext, web.urls.shell, ADMIN);
    staffPage = await staffContext.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('registers the visitor with two children, the sum following the answers, and mails them', async () => {
    await visitor.goto(`${web.urls.shell}/session-registration?session=${sessionId}`);
    await visitor.getByTestId('registration-form').waitFor();
    await visitor.locator('input[name="firstname"]').fill(VISITOR.firstname);
    await visitor.locator('input[name="lastname"]').fill(VISITOR.lastname);
    await visitor.locator('input[name="email"]').fill(VISITOR.email);
    await visitor.locator('select[name="level"]').selectOption('I');
    const sum = visitor.getByTestId('price-sum');
    // One line (the price list's own) is its own total: no total until there are two.
    expect(await sum.count()).toBe(0);
    await visitor.getByRole('radio', { name: '150 zł - pokój' }).check();
    expect(await text(sum)).toBe('Do zapłaty: 350,00 zł');
    for (const [index, child] of [
      ['Ala', '7'],
      ['Olek', '4'],
    ].entries()) {
      await visitor.getByTestId('add-child').click();
      const entry = visitor.getByTestId('child-entry').nth(index);
      await entry.getByLabel('Imię dziecka').fill(child[0] ?? '');
      await entry.getByLabel('Nazwisko dziecka').fill(VISITOR.lastname);
      await entry.getByLabel('Wiek dziecka').fill(child[1] ?? '');
    }
    expect(await text(sum)).toBe('Do zapłaty: 450,00 zł');
    await visitor.getByTestId('register').click();
    await visitor.getByTestId('registration-success').waitFor();
    const mail = await waitForMail(VISITOR.email);
    expect(mail.to).toBe(VISITOR.email);
  });

  it('lists them with their children and confirms their presence', async () => {
    await staffPage.goto(`${web.urls.shell}/participants?session=${sessionId}`);
    const row = staffPage.locator(`[data-testid="participant-row"][data-email="${VISITOR.email}"]`);
    await row.waitFor();
    expect(await row.getByTestId('participant-children').textContent()).toBe('2');
    expect(await text(row)).toContain('450,00 zł');
    await row.getByTestId('confirm-presence').click();
    await row.getByTestId('get-payment').waitFor();
  });

  it('shows them among those who have not paid', async () => {
    await staffPage.goto(`${web.urls.shell}/accounting?session=${sessionId}`);
    await staffPage.getByTestId('who-has-not-paid-button').click();
    const dialog = staffPage.getByTestId('who-has-not-paid');
    const due = dialog.locator(`[data-testid="due-row"][data-email="${VISITOR.email}"]`);
    await due.waitFor();
    expect(await text(due.getByTestId('due-balance'))).toBe('450,00 zł');
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('takes their payment from the participants list, and they leave the who-has-not-paid list', async () => {
    await staffPage.goto(`${web.urls.shell}/participants?session=${sessionId}`);
    const row = staffPage.locator(`[data-testid="participant-row"][data-email="${VISITOR.email}"]`);
    await row.getByTestId('get-payment').click();
    await staffPage.waitForURL('**/accounting?session=*');
    const form = staffPage.getByTestId('payment-form');
    await form.waitFor();
    expect(await form.locator('select[name="participant"] option:checked').textContent()).toBe(
      `${VISITOR.firstname} ${VISITOR.lastname}`,
    );
    // Taken from a participant, the payment starts as their place.
    expect(await form.getByLabel('Kategoria').inputValue()).toBe('BUY_IN');
    await form.locator('input[name="amount"]').fill('450');
    await form.getByRole('button', { name: 'Zapisz płatność' }).click();
    await form.waitFor({ state: 'detached' });
    const payment = staffPage.getByTestId('payment-row').filter({ hasText: VISITOR.lastname });
    await payment.waitFor();
    expect(await text(payment.getByTestId('payment-participant'))).toBe(
      `${VISITOR.firstname} ${VISITOR.lastname}`,
    );

    await staffPage.getByTestId('who-has-not-paid-button').click();
    const dialog = staffPage.getByTestId('who-has-not-paid');
    await dialog.getByText('Wszyscy zapłacili.').waitFor();
  });
});
