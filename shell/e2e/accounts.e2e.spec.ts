import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { linkIn, waitForMail } from './support/mail.ts';
import { pickFromAccountMenu, signIn } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

/** One person's way through the self-service account pages, in order: each step starts where the last ended. */
describe('Accounts: register, activate, choose a branch, change and reset the password', () => {
  const email = `ewa.${Date.now()}@example.org`;
  const FIRST = 'Kompas-Lipa-73';
  const SECOND = 'Second-pass2';
  const THIRD = 'Third-pass3';
  let web: WebServers;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
  });
  beforeEach(async () => {
    await page?.context().close();
    page = await (await browser.newContext()).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  const field = (name: string) => page.locator(`input[name="${name}"]`);

  /** Sets a new password on the page a mailed link opens, watching the strength meter. */
  async function setPasswordThroughLink(path: string, password: string): Promise<void> {
    await page.goto(`${web.urls.shell}${path}`);
    const meter = page.getByTestId('password-strength');
    await meter.waitFor();
    // The meter judges as the server does once its dictionaries are in.
    await page.locator('[data-testid="password-strength"][data-ready="true"]').waitFor();
    expect(await meter.getAttribute('data-level')).toBe('0');
    await field('password1').fill('abc');
    expect(await meter.getAttribute('data-level')).toBe('1');
    await field('password1').fill(password);
    expect(Number(await meter.getAttribute('data-level'))).toBeGreaterThanOrEqual(4);
    await field('password2').fill(password);
    await page.getByRole('button', { name: 'Zapisz hasło' }).click();
    await page.getByTestId('activation-success').waitFor();
  }

  async function signInAs(password: string): Promise<void> {
    await page.goto(`${web.urls.shell}/log-in`);
    await signIn(page, { username: email, password });
  }

  it('registers, and the activation mail opens the page that sets the password', async () => {
    await page.goto(`${web.urls.shell}/register`);
    const button = page.getByRole('button', { name: 'Zarejestruj się' });
    await field('firstname').fill('Ewa');
    await field('lastname').fill('Lis');
    expect(await button.isDisabled()).toBe(true);
    await field('email').fill(email.toUpperCase());
    expect(await button.isDisabled()).toBe(false);
    await button.click();
    await page.getByTestId('register-success').waitFor();
    expect(await field('email').isDisabled()).toBe(true);
    expect(await button.isDisabled()).toBe(true);

    const activation = await waitForMail(email, (m) => m.subject === 'Aktywuj swoje konto Cenacle');
    expect(activation.text).toContain('dziękujemy za rejestrację');
    const link = linkIn(activation, '/activation/');
    await setPasswordThroughLink(link, FIRST);
    // The link works once.
    await page.goto(`${web.urls.shell}${link}`);
    await field('password1').fill(SECOND);
    await field('password2').fill(SECOND);
    await page.getByRole('button', { name: 'Zapisz hasło' }).click();
    await page.getByText('Ten link został już wykorzystany.').waitFor();

    // The address has an account now, whatever its case: the page answers as for any address (it
    // tells nobody which addresses have accounts), and the owner is mailed instead.
    await page.goto(`${web.urls.shell}/register`);
    await field('firstname').fill('Ewa');
    await field('lastname').fill('Druga');
    await field('email').fill(email.replace('ewa', 'EWA'));
    await page.getByRole('button', { name: 'Zarejestruj się' }).click();
    await page.getByTestId('register-success').waitFor();
    const attempt = await waitForMail(
      email,
      (m) => m.subject === 'Próba rejestracji w Cenacle Twoim adresem',
    );
    expect(attempt.text).toContain('/log-in');
  });

  it('signs in and must choose a branch first', async () => {
    await signInAs(FIRST);
    const dialog = page.getByTestId('choose-branch-form');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await dialog.getByText('To pole nie może być puste.').waitFor();
    await dialog.locator('select[name="branchId"]').selectOption({ label: 'Cenacle Kraków' });
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Chosen for good: the next visit asks no more.
    await page.reload();
    await page.getByTestId('account-menu').waitFor();
    expect(await page.getByTestId('choose-branch-form').count()).toBe(0);
  });

  it('lands a participant on their own registrations, with what is still due', async () => {
    const staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    const sessionId = await staff.planSession(['I']);
    await staff.publish(sessionId, new Date(Date.now() + 86_400_000));
    await staff.registerSomeone(sessionId, email);
    await signInAs(FIRST);
    await page.waitForURL('**/my-registrations');
    const card = page.getByTestId('my-registration');
    await card.waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByTestId('my-registration-status').textContent()).toBe('Zapisany');
    // The session has no price list: nothing is due.
    expect(await card.getByTestId('my-registration-due').textContent()).toBe('Nic — dziękujemy!');
    expect(await card.getByTestId('my-registration-schedule').getAttribute('href')).toBe(
      `/schedule?session=${sessionId}`,
    );
  });

  it('changes the password from the account menu, showing the server refusal under its field', async () => {
    await signInAs(FIRST);
    await pickFromAccountMenu(page, 'change-password');
    await page.waitForURL('**/change-password');
    await field('oldPassword').fill('not-my-password');
    await field('password1').fill(SECOND);
    await field('password2').fill(SECOND);
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await page.getByText('Obecne hasło jest nieprawidłowe.').waitFor();
    await field('oldPassword').fill(FIRST);
    await field('password1').fill(SECOND);
    await field('password2').fill(SECOND);
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await page.getByTestId('change-password-success').waitFor();
    await pickFromAccountMenu(page, 'sign-out');
    await page.waitForURL('**/log-in');
    await signIn(page, { username: email, password: SECOND });
  });

  it('resets a forgotten password through the login modal and the mailed link', async () => {
    const authConfig = page.waitForResponse((r) => r.url().endsWith('/api/auth-config'));
    await page.goto(`${web.urls.shell}/log-in`);
    // No Google client id configured for this API: once the page knows it, no Google button.
    expect(await (await authConfig).json()).toMatchObject({ googleClientId: null });
    await page.getByTestId('forgot-password').waitFor();
    expect(await page.getByTestId('google-sign-in').count()).toBe(0);
    await page.getByTestId('forgot-password').click();
    const dialog = page.getByTestId('forgot-password-form');
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.getByRole('button', { name: 'Wyślij link' }).click();
    await page.getByText('Jeśli ten adres ma konto', { exact: false }).first().waitFor();

    const reset = await waitForMail(email, (m) => m.subject === 'Zmiana hasła w Cenacle');
    expect(reset.text).toContain('otrzymaliśmy prośbę o zmianę hasła');
    await setPasswordThroughLink(linkIn(reset, '/activation/'), THIRD);
    await signInAs(THIRD);
    // Signed in, the participant lands on his registrations, in the frame with the account menu.
    await page.waitForURL('**/my-registrations');
    await page.getByTestId('account-menu').waitFor();
  });

  it('changes its address, which takes effect once confirmed from the new one on the page its link opens', async () => {
    const newEmail = `ewa.nowa.${Date.now()}@example.org`;
    const signedInEmail = async () => {
      const answer = await page.context().request.get(`${web.urls.shell}/api/account`);
      return ((await answer.json()) as { email: string }).email;
    };
    await signInAs(THIRD);
    await pickFromAccountMenu(page, 'open-settings');
    const form = page.getByTestId('profile-form');
    await form.locator('input[name="email"]').fill(newEmail);
    await form.getByRole('button', { name: 'Zapisz profil' }).click();
    await form.waitFor({ state: 'detached' });

    // The old address is told; the new one gets the link; until it is used the old address stays.
    const notice = await waitForMail(email, (m) => m.subject === 'Prośba o zmianę adresu e-mail w Cenacle');
    expect(notice.text).toContain(newEmail);
    const confirm = await waitForMail(newEmail, (m) => m.subject === 'Potwierdź nowy adres e-mail w Cenacle');
    const link = linkIn(confirm, '/confirm-email/');
    await page.goto(`${web.urls.shell}${link}`);
    await page.getByRole('heading', { name: 'Potwierdź nowy adres e-mail' }).waitFor();
    // Opening the page (as a mail scanner would) changes nothing: the button does.
    expect(await signedInEmail()).toBe(email);
    await page.getByTestId('confirm-email').click();
    await page.getByTestId('confirm-email-success').waitFor();
    await expect.poll(signedInEmail, { timeout: 10_000 }).toBe(newEmail);

    // The link works once: used again, the page says why it does nothing.
    await page.goto(`${web.urls.shell}${link}`);
    await page.getByTestId('confirm-email').click();
    await page.getByTestId('confirm-email-error').waitFor();
    expect(await page.getByTestId('confirm-email-success').count()).toBe(0);
  });
});
