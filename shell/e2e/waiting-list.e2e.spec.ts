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
const STAMP = Date.now();
const PEOPLE = ['pierwszy', 'drugi', 'trzeci'].map((name) => `${name}.${STAMP}@example.org`);

const row = (page: Page, email: string): Locator =>
  page.locator(`[data-testid="participant-row"][data-email="${email}"]`);

/** A full session: the next registration waits, and a cancellation gives the waiting one the place. */
describe('The waiting list of a full session', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;
  let sessionId: string;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    const staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    sessionId = await staff.planSession(['I'], ['2045-05-01', '2045-05-03']);
    await staff.publish(sessionId, new Date(Date.now() + 30 * DAY_MS), 2);
    for (const email of PEOPLE) await staff.registerSomeone(sessionId, email);
    const context = await browser.newContext();
    await signInContext(context, web.urls.shell, ADMIN);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('fills the places and puts the third one on the waiting list', async () => {
    await page.goto(`${web.urls.shell}/participants?session=${sessionId}`);
    const [first, second, third] = PEOPLE.map((email) => row(page, email));
    await third?.waitFor();
    expect(await first?.getByTestId('participant-status').textContent()).toBe('Zapisany');
    expect(await second?.getByTestId('participant-status').textContent()).toBe('Zapisany');
    expect(await third?.getByTestId('participant-status').textContent()).toBe('Lista rezerwowa');
    expect(await page.getByTestId('summary-waiting').getAttribute('data-count')).toBe('1');
  });

  it('asks before cancelling; the cancellation promotes the one waiting, who is mailed', async () => {
    const [first, , third] = PEOPLE.map((email) => row(page, email));
    await first?.getByTestId('cancel-registration').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Usuń', exact: true }).click();
    await expect
      .poll(() => third?.getByTestId('participant-status').textContent(), { timeout: 15_000 })
      .toBe('Zapisany');
    const mail = await waitForMail(PEOPLE[2] ?? '', (m) => m.subject.startsWith('Zwolniło się miejsce'));
    expect(mail.text).toContain('Twoje zgłoszenie zostało przyjęte');
  });
});
