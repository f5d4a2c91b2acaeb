import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { waitForMail } from './support/mail.ts';
import { SERVANT, signInContext } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

const STAMP = Date.now();
const PEOPLE = [
  { firstname: 'Irena', lastname: 'Listowna', email: `irena.${STAMP}@example.org` },
  { firstname: 'Karol', lastname: 'Listowny', email: `karol.${STAMP}@example.org` },
];
const SUBJECT = `Plan dnia ${STAMP}`;

/** Mail to a session's participants: compose, confirm, the list's preview, the mails and deliveries. */
describe('Mail to participants', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;
  let sessionId: string;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    const staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    sessionId = await staff.planSession(['I'], ['2048-09-10', '2048-09-12']);
    for (const person of PEOPLE) await staff.registerByHand(sessionId, person);
    await staff.untilListed(sessionId, PEOPLE.length);
    const context = await browser.newContext();
    // Mail to participants is for branch admins and servants (spec §6).
    await signInContext(context, web.urls.shell, SERVANT);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('is reached from the participants page and starts empty', async () => {
    await page.goto(`${web.urls.shell}/participants?session=${sessionId}`);
    await page.getByTestId('link-mails').click();
    await page.waitForURL('**/participant-mails?session=*');
    await page.getByText('Nie wysłano jeszcze żadnej wiadomości.').waitFor();
  });

  it('asks for a subject, then confirms before sending; cancelling the confirmation sends nothing', async () => {
    await page.getByTestId('compose-participant-mail').click();
    const form = page.getByTestId('compose-mail');
    const editor = form.getByRole('textbox', { name: 'Treść' });
    await editor.click();
    await page.keyboard.type('Zbiórka o ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('ósmej');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' przy kaplicy, potem śniadanie i konferencja pierwsza.');
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await form.getByText('To pole nie może być puste.').waitFor();
    await form.locator('input[name="title"]').fill(SUBJECT);
    await form.getByRole('button', { name: 'Wyślij' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`„${SUBJECT}”`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Anuluj' }).click();
    await form.waitFor();
    expect(await page.getByTestId('participant-mail-row').count()).toBe(0);
  });

  it('sends it to every participant with the bold text kept, and lists it with its preview', async () => {
    const form = page.getByTestId('compose-mail');
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Wyślij do wszystkich' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByTestId('participant-mail-row').filter({ hasText: SUBJECT });
    await row.waitFor();
    const preview = (await row.getByTestId('mail-preview').textContent()) ?? '';
    expect(preview).toBe(
      `${'Zbiórka o ósmej przy kaplicy, potem śniadanie i konferencja pierwsza.'.slice(0, 50)}…`,
    );
    for (const person of PEOPLE) {
      const mail = await waitForMail(person.email, (m) => m.subject.includes(SUBJECT));
      expect(mail.html).toMatch(/<strong>ósmej<\/strong>/);
    }
  });

  it('shows each participant’s delivery, refreshed until sent', async () => {
    const row = page.getByTestId('participant-mail-row').filter({ hasText: SUBJECT });
    await row.getByTestId('open-mail').click();
    const dialog = page.getByTestId('mail-deliveries');
    for (const person of PEOPLE) {
      await dialog
        .locator(`[data-testid="delivery-row"][data-email="${person.email}"][data-state="DELIVERED"]`)
        .waitFor({ timeout: 30_000 });
    }
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await expect
      .poll(() => row.getByTestId('mail-delivery').textContent(), { timeout: 15_000 })
      .toContain(`Doręczono ${PEOPLE.length} z ${PEOPLE.length}`);
  });
});
