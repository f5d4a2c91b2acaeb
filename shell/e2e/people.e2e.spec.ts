import { photo } from '@cenacle/infra/files/testing/sample-files.ts';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { linkIn, waitForMail } from './support/mail.ts';
import { ADMIN, pickFromAccountMenu, signIn } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

/** The admin adds a servant, invites him from the list, and the servant activates from the mail. */
describe('People: servants, the invitation, the profile and the users administration', () => {
  const email = `marek.${Date.now()}@example.org`;
  const PASSWORD = 'Posluga-2026!';
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

  const signInAs = async (user: { username: string; password: string }) => {
    await page.goto(`${web.urls.shell}/log-in`);
    await signIn(page, user);
  };
  const servantRow = () => page.locator(`[data-testid="servant-row"][data-email="${email}"]`);

  it('adds a servant on /servants and sends the invitation once', async () => {
    await signInAs(ADMIN);
    await page.goto(`${web.urls.shell}/servants`);
    await page.getByTestId('add-servant').click();
    const form = page.getByTestId('servant-form');
    // The server's and the contract's errors show next to the fields.
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.getByText('To pole nie może być puste.').first().waitFor();
    await form.locator('input[name="firstname"]').fill('Marek');
    await form.locator('input[name="lastname"]').fill('Wójcik');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill('+48 600 700 800');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.waitFor({ state: 'detached' });
    await servantRow().waitFor();
    const invite = servantRow().getByTestId('send-invitation');
    await invite.click();
    // Sent: the notice hides for good.
    await invite.waitFor({ state: 'detached' });
    await page.reload();
    await servantRow().waitFor();
    expect(await servantRow().getByTestId('send-invitation').count()).toBe(0);
    expect(await servantRow().textContent()).toContain('Nieaktywne');
  });

  it('lets the servant set his password from the mailed link and sign in', async () => {
    const mail = await waitForMail(email, (m) => m.subject === 'Zaproszenie do Cenacle');
    expect(mail.text).toContain('Marek');
    await page.goto(`${web.urls.shell}${linkIn(mail, '/activation/')}`);
    await page.locator('input[name="password1"]').fill(PASSWORD);
    await page.locator('input[name="password2"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Zapisz hasło' }).click();
    await page.getByTestId('activation-success').waitFor();
    await signInAs({ username: email, password: PASSWORD });
    await page.getByTestId('account-menu').waitFor();
  });

  it('shows the servant active on /admin/users, and the profile saves with server errors per field', async () => {
    await signInAs(ADMIN);
    await page.goto(`${web.urls.shell}/admin/users`);
    const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
    await row.waitFor();
    await row.getByText('Aktywne').waitFor();

    await pickFromAccountMenu(page, 'open-settings');
    const profile = page.getByTestId('profile-form');
    await profile.waitFor();
    const emailField = profile.locator('input[name="email"]');
    expect(await emailField.inputValue()).toBe('admin@cenacle.example');
    // Another account's address: the server's violation shows under the field.
    await emailField.fill(email);
    await profile.getByRole('button', { name: 'Zapisz profil' }).click();
    await profile.getByText('Ten adres e-mail jest już zajęty.').waitFor();
    await emailField.fill('admin@cenacle.example');
    // A new picture is stored at once and shown, re-encoded, from the avatar address.
    await profile.getByTestId('avatar-file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await photo('png', 120, 120),
    });
    const picture = profile.getByTestId('avatar-picture');
    await picture.waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="avatar-picture"]') as HTMLImageElement | null)
          ?.naturalWidth === 120,
    );
    await profile.locator('input[name="phone"]').fill('+48 111 222 333');
    await profile.getByRole('button', { name: 'Zapisz profil' }).click();
    await profile.waitFor({ state: 'detached' });
    await pickFromAccountMenu(page, 'open-settings');
    const reopened = page.getByTestId('profile-form');
    expect(await reopened.locator('input[name="phone"]').inputValue()).toBe('+48 111 222 333');
    await reopened.getByTestId('avatar-picture').waitFor();
  });

  it("locks one's own authorities and branches in the user dialog, and leaves another's open", async () => {
    await signInAs(ADMIN);
    await page.goto(`${web.urls.shell}/admin/users`);
    const edit = (address: string) =>
      page
        .locator(`[data-testid="user-row"][data-email="${address}"]`)
        .getByRole('button', { name: 'Edytuj' })
        .click();
    const checkboxes = () =>
      page.locator('[data-testid="authorities-choices"] input, [data-testid="branches-choices"] input');

    // His own account: nobody raises his own power, so the screen does not offer it.
    await edit('admin@cenacle.example');
    await page.getByTestId('own-access-locked').waitFor();
    expect(await checkboxes().count()).toBeGreaterThan(0);
    for (const box of await checkboxes().all()) expect(await box.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('own-access-locked').waitFor({ state: 'detached' });

    // A new invitation starts with nothing ticked: neither his branch nor any authority.
    await page.getByTestId('invite-user').click();
    await page.locator('[data-testid="branches-choices"] input').first().waitFor();
    for (const box of await checkboxes().all()) expect(await box.isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="branches-choices"]').waitFor({ state: 'detached' });

    // The servant he invited: the same fields, open to him.
    await edit(email);
    await page.locator('[data-testid="branches-choices"] input').first().waitFor();
    expect(await page.getByTestId('own-access-locked').count()).toBe(0);
    for (const box of await checkboxes().all()) expect(await box.isDisabled()).toBe(false);
  });
});
