import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { waitForMail } from './support/mail.ts';
import { FORM_ITEMS, Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

const DAY_MS = 86_400_000;
const ALREADY_REGISTERED = 'Ten adres e-mail jest już zapisany na tę sesję.';

/** Text of an element with the non-breaking spaces of Polish number formatting made plain. */
async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\u00a0|\u202f/g, ' ').trim();
}

/** A string only zod's code holds (mf-public loads it with the registration contract). */
const ZOD = 'invalid_type';

/** The scripts the page has loaded, and which of them hold each of the strings. */
async function scriptsWith(page: Page, needles: readonly string[]) {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  const found: Record<string, string[]> = Object.fromEntries(needles.map((needle) => [needle, []]));
  for (const script of scripts) {
    const source = await (await page.request.get(script)).text();
    for (const needle of needles) if (source.includes(needle)) found[needle]?.push(script);
  }
  return { all: scripts.length, with: found };
}

describe('The public registration page (mf-public), for an anonymous visitor', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;
  let openSession: string;
  let pastSession: string;
  let unpublishedSession: string;
  let fullSession: string;
  let staff: Staff;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    openSession = await staff.planSession(['I', 'II']);
    await staff.price(openSession, 'ACCOMMODATION', 200);
    await staff.price(openSession, 'FOOD', 50, [0, 12]);
    await staff.form(openSession);
    await staff.publish(openSession, new Date(Date.now() + 30 * DAY_MS));
    pastSession = await staff.planSession(['I']);
    await staff.publish(pastSession, new Date(Date.now() - DAY_MS));
    unpublishedSession = await staff.planSession(['I']);
    fullSession = await staff.planSession(['I']);
    await staff.publish(fullSession, new Date(Date.now() + 30 * DAY_MS), 1);
    await staff.registerSomeone(fullSession, 'pierwsza.osoba@example.org');
    page = await (await browser.newContext()).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('shows the form without signing in and without the staff menus', async () => {
    await page.goto(`${web.urls.shell}/session-registration?session=${openSession}`);
    await page.getByTestId('registration-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/session-registration');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rekolekcje letnie nad morzem');
    expect(await page.getByText('Zapisz się, proszę, do końca maja.').count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Menu główne' }).count()).toBe(0);
    expect(await page.getByTestId('sign-in-link').count()).toBe(0);
    expect(await page.getByTestId('locale-menu').count()).toBe(1);
    // The honeypot is in the page for bots, but no person sees it.
    expect(await page.locator('input[name="website"]').isVisible()).toBe(true);
    const box = await page.locator('input[name="website"]').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(0);
  });

  it('is plain HTML: no staff UI kit (Fluent UI), and no zod until the visitor starts filling in', async () => {
    expect(await page.locator('[class*="fui-"]').count()).toBe(0);
    const loaded = await scriptsWith(page, ['fui-FluentProvider', ZOD]);
    expect(loaded.all).toBeGreaterThan(0);
    expect(loaded.with['fui-FluentProvider']).toEqual([]);
    // The contract and zod wait for the visitor to start filling the form in.
    expect(loaded.with[ZOD]).toEqual([]);
    await page.locator('input[name="firstname"]').focus();
    await expect.poll(async () => (await scriptsWith(page, [ZOD])).with[ZOD]?.length).toBe(1);
    // Children are fieldsets named by their legend; questions with options too.
    await page
      .getByRole('group', { name: 'Nocleg' })
      .getByRole('radio', { name: '150 zł - pokój' })
      .waitFor();
  });

  it('keeps the register button off until first name, last name and e-mail are given', async () => {
    const register = page.getByTestId('register');
    expect(await register.isDisabled()).toBe(true);
    await page.locator('input[name="firstname"]').fill('Maria');
    await page.locator('input[name="lastname"]').fill('Zielińska');
    expect(await register.isDisabled()).toBe(true);
    await page.locator('input[name="email"]').fill(' maria.zielinska @example.org');
    expect(await register.isDisabled()).toBe(false);
    expect(
      await page
        .getByRole('combobox', { name: /^Poziom/ })
        .locator('option')
        .allTextContents(),
    ).toEqual(['Wybierz poziom', 'I', 'II']);
  });

  it('shows what the visitor signs up for: dates, place, deadline and places left', async () => {
    const facts = page.getByTestId('session-facts');
    expect(await text(facts)).toContain('Termin');
    expect(await text(facts)).toContain('Zapisy do');
    // No capacity: no count of places.
    expect(await page.getByTestId('places-left').count()).toBe(0);
  });

  it('builds the order up line by line, with a total once two lines add up', async () => {
    const sum = page.getByTestId('price-sum');
    const lines = page.getByTestId('order-line');
    expect(await lines.allTextContents()).toHaveLength(1);
    expect(await text(lines.first())).toContain('200,00 zł');
    expect(await sum.count()).toBe(0);
    await page.getByRole('radio', { name: '150 zł - pokój' }).check();
    expect(await text(lines.nth(1))).toBe('Nocleg: pokój150,00 zł');
    expect(await text(sum)).toBe('Do zapłaty: 350,00 zł');
    await page.getByRole('checkbox', { name: '30 zł - obiad' }).check();
    await page.getByRole('checkbox', { name: '20 zł - kolacja' }).check();
    expect(await text(sum)).toBe('Do zapłaty: 400,00 zł');
    await page.getByRole('radio', { name: '100 zł - namiot' }).check();
    expect(await text(sum)).toBe('Do zapłaty: 350,00 zł');

    await page.getByTestId('add-child').click();
    await page.getByTestId('add-child').click();
    const [first, second] = [page.getByTestId('child-entry').nth(0), page.getByTestId('child-entry').nth(1)];
    await first.getByLabel('Imię dziecka').fill('Ala');
    await first.getByLabel('Nazwisko dziecka').fill('Zielińska');
    await first.getByLabel('Wiek dziecka').fill('7');
    expect(await text(sum)).toBe('Do zapłaty: 400,00 zł');
    await second.getByLabel('Imię dziecka').fill('Jaś');
    await second.getByLabel('Nazwisko dziecka').fill('Zieliński');
    await second.getByLabel('Wiek dziecka').fill('15');
    // Children's food is priced up to 12 years: the older child adds nothing.
    expect(await text(sum)).toBe('Do zapłaty: 400,00 zł');
    await second.getByLabel('Wiek dziecka').fill('4');
    expect(await text(sum)).toBe('Do zapłaty: 450,00 zł');
    await page.getByRole('button', { name: 'Usuń dziecko 1' }).click();
    expect(await page.getByTestId('child-entry').count()).toBe(1);
    expect(await page.getByTestId('child-entry').getByLabel('Imię dziecka').inputValue()).toBe('Jaś');
    expect(await text(sum)).toBe('Do zapłaty: 400,00 zł');
  });

  it('checks the form with the contract before sending: a level is required', async () => {
    await page.getByTestId('register').click();
    await page.getByTestId('registration-form').getByText('To pole nie może być puste.').waitFor();
    expect(await page.getByTestId('registration-success').count()).toBe(0);
    // The refused field says so to assistive technology, names its message, and takes the focus.
    const level = page.getByRole('combobox', { name: /^Poziom/ });
    expect(await level.getAttribute('aria-invalid')).toBe('true');
    expect(await level.getAttribute('required')).not.toBeNull();
    const message = await level.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${message}"]`).textContent()).toBe('To pole nie może być puste.');
    await expect.poll(() => level.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Imię', exact: true }).getAttribute('aria-invalid')).toBe(
      'false',
    );
  });

  it('registers the visitor: the success message in place of the form, a confirmation mail', async () => {
    await page.locator('select[name="level"]').selectOption('II');
    await page.getByRole('textbox', { name: 'Skąd jesteś?' }).fill('Gdańsk');
    await page.getByTestId('register').click();
    const success = page.getByTestId('registration-success');
    await success.waitFor();
    expect(await text(success)).toContain('Do zobaczenia nad morzem!');
    expect(await text(success)).toContain('Potwierdzenie wysłaliśmy e-mailem.');
    // The form is gone: nobody fills it in twice by mistake.
    expect(await page.getByTestId('registration-form').count()).toBe(0);
    expect(await page.getByTestId('register').count()).toBe(0);
    const mail = await waitForMail('maria.zielinska@example.org');
    expect(mail.to).toBe('maria.zielinska@example.org');

    // The server priced it with the same function as the page, from what the page sent.
    const [participant] = await staff.participants(openSession);
    expect(participant).toMatchObject({ email: 'maria.zielinska@example.org', level: 'II', price: 400 });
    expect(participant?.questions.map((q) => q.id.value).sort()).toEqual(
      [FORM_ITEMS.room, FORM_ITEMS.meals, FORM_ITEMS.note].sort(),
    );
    expect(participant?.children).toMatchObject([{ firstname: 'Jaś', age: 4 }]);
  });

  it('says so next to the e-mail when the same address registers again', async () => {
    await page.reload();
    await page.getByTestId('registration-form').waitFor();
    await page.locator('input[name="firstname"]').fill('Maria');
    await page.locator('input[name="lastname"]').fill('Zielińska');
    await page.locator('input[name="email"]').fill('MARIA.zielinska@example.org');
    await page.locator('select[name="level"]').selectOption('I');
    await page.getByRole('radio', { name: '150 zł - pokój' }).check();
    await page.getByTestId('register').click();
    // The refusal names the e-mail field: its message shows next to it.
    await page.getByTestId('registration-form').getByText(ALREADY_REGISTERED).waitFor();
    // ...and the e-mail field takes the focus, so that its message is read with it.
    const email = page.locator('input[name="email"]');
    await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByTestId('registration-success').count()).toBe(0);
    expect(await page.getByTestId('register').isDisabled()).toBe(false);
  });

  it('puts the visitor on the waiting list when the session is full', async () => {
    await page.goto(`${web.urls.shell}/session-registration?session=${fullSession}`);
    await page.getByTestId('registration-form').waitFor();
    expect(await text(page.getByTestId('places-left'))).toBe('Brak — zapiszesz się na listę oczekujących');
    await page.locator('input[name="firstname"]').fill('Olek');
    await page.locator('input[name="lastname"]').fill('Późny');
    await page.locator('input[name="email"]').fill('olek.pozny@example.org');
    await page.locator('select[name="level"]').selectOption('I');
    await page.getByTestId('register').click();
    await page.getByTestId('registration-waiting').waitFor();
    expect(await text(page.getByTestId('registration-waiting'))).toContain('liście oczekujących');
  });

  it('shows the expired state for a session whose registration deadline has passed', async () => {
    await page.goto(`${web.urls.shell}/session-registration?session=${pastSession}`);
    await page.getByTestId('registration-expired').waitFor();
    expect(await page.getByTestId('registration-form').count()).toBe(0);
  });

  it('shows the expired state for a session that is not published', async () => {
    await page.goto(`${web.urls.shell}/session-registration?session=${unpublishedSession}`);
    await page.getByTestId('registration-expired').waitFor();
    expect(await text(page.getByTestId('registration-expired'))).toContain('Zapisy zakończone');
  });

  it('says "not found", not "closed", for an address naming a session nobody knows', async () => {
    await page.goto(`${web.urls.shell}/session-registration?session=00000000-0000-4000-8000-000000000000`);
    await page.getByTestId('registration-not-found').waitFor();
    expect(await page.getByTestId('registration-expired').count()).toBe(0);
  });

  it('asks for the registration link when the address names no session', async () => {
    await page.goto(`${web.urls.shell}/session-registration`);
    await page.getByTestId('registration-no-session').waitFor();
  });

  it('still sends anonymous visitors of a staff page to the login page', async () => {
    await page.goto(`${web.urls.shell}/sessions`);
    await page.waitForURL('**/log-in');
  });
});
