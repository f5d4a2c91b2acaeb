import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, signIn } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

const STAMP = Date.now();
const NEW = {
  firstname: 'Julia',
  lastname: `Nowicka${STAMP}`,
  email: `julia.${STAMP}@example.org`,
  child: { firstname: 'Staś', lastname: `Nowicki${STAMP}`, age: '7' },
};

const count = async (page: Page, name: string) =>
  Number(await page.getByTestId(`summary-${name}`).getAttribute('data-count'));

describe('The participants page of a session, through the real API', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;
  let sessionId = '';

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('asks for a session when none is given', async () => {
    await page.goto(`${web.urls.shell}/log-in`);
    await signIn(page, ADMIN);
    await page.goto(`${web.urls.shell}/participants`);
    await page.getByTestId('participants-no-session').waitFor();
  });

  it("shows the demo session's participants, their children and the counts", async () => {
    // The demo session is the one the demo family (two children) registered on.
    const sessions = (await (
      await page.context().request.get(`${web.urls.shell}/api/school-sessions`)
    ).json()) as { id: { value: string } }[];
    for (const session of sessions) {
      const response = await page
        .context()
        .request.get(`${web.urls.shell}/api/session-registrations/${session.id.value}?text=zielinska`);
      if (((await response.json()) as { total: number }).total > 0) sessionId = session.id.value;
    }
    expect(sessionId).not.toBe('');
    await page.goto(`${web.urls.shell}/participants?session=${sessionId}`);
    await page.getByTestId('participants-summary').waitFor();
    expect(await count(page, 'participants')).toBeGreaterThanOrEqual(4);
    expect(await count(page, 'children')).toBeGreaterThanOrEqual(2);
    const family = page.locator(
      '[data-testid="participant-row"][data-email="tomasz.wisniewski@example.org"]',
    );
    expect(await family.getByTestId('participant-children').textContent()).toBe('2');
    expect(await page.getByTestId('summary-level').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('link-import').getAttribute('href')).toBe(
      `/import-participants?session=${sessionId}`,
    );

    // The text filter narrows the list once typing stops.
    await page.getByTestId('text-filter').fill('Wiśniewski');
    await expect.poll(() => page.getByTestId('participant-row').count()).toBe(1);
    await page.getByTestId('text-filter').fill('');
    await expect.poll(() => page.getByTestId('participant-row').count()).toBeGreaterThanOrEqual(4);
  });

  it('registers someone with a child through the dialog, refusing a child without an age first', async () => {
    const before = {
      participants: await count(page, 'participants'),
      children: await count(page, 'children'),
    };
    await page.getByTestId('register-participant').click();
    const form = page.getByTestId('participant-form');
    await form.locator('input[name="firstname"]').fill(NEW.firstname);
    await form.locator('input[name="lastname"]').fill(NEW.lastname);
    await form.locator('input[name="email"]').fill(NEW.email);
    await form.locator('select[name="level"]').selectOption('I');
    await form.getByTestId('add-child').click();
    await form.locator('input[name="children.0.firstname"]').fill(NEW.child.firstname);
    await form.locator('input[name="children.0.lastname"]').fill(NEW.child.lastname);
    await form.getByRole('button', { name: 'Zapisz', exact: true }).click();
    // The age is required: the dialog stays open with the field's message.
    await form.getByTestId('child-row').getByText('To pole jest wymagane.').waitFor();
    await form.locator('input[name="children.0.age"]').fill(NEW.child.age);
    await form.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await form.waitFor({ state: 'detached' });

    const row = page.locator(`[data-testid="participant-row"][data-email="${NEW.email}"]`);
    await row.waitFor();
    expect(await row.getByTestId('participant-children').textContent()).toBe('1');
    await expect.poll(() => count(page, 'participants')).toBe(before.participants + 1);
    expect(await count(page, 'children')).toBe(before.children + 1);
  });

  it('refuses the same address twice on the session', async () => {
    await page.getByTestId('register-participant').click();
    const form = page.getByTestId('participant-form');
    await form.locator('input[name="firstname"]').fill('Inna');
    await form.locator('input[name="lastname"]').fill('Osoba');
    await form.locator('input[name="email"]').fill(NEW.email);
    await form.locator('select[name="level"]').selectOption('I');
    await form.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await form.getByText('Ten adres e-mail jest już zapisany na tę sesję.').waitFor();
    await form.getByRole('button', { name: 'Anuluj' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('confirms their presence, then cancels them after the confirmation', async () => {
    const row = page.locator(`[data-testid="participant-row"][data-email="${NEW.email}"]`);
    const present = await count(page, 'present');
    await row.getByTestId('confirm-presence').click();
    await row.locator('[data-testid="participant-presence"][data-present="true"]').waitFor();
    await expect.poll(() => count(page, 'present')).toBe(present + 1);

    await row.getByTestId('cancel-registration').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`${NEW.firstname} ${NEW.lastname}`).waitFor();
    await dialog.getByRole('button', { name: 'Usuń', exact: true }).click();
    await page
      .locator('.fui-ToastTitle')
      .getByText(`${NEW.firstname} ${NEW.lastname} usunięto (lub zablokowano)`)
      .waitFor();
    await expect
      .poll(async () =>
        (await row.count()) === 0 ? 'gone' : await row.getByTestId('participant-status').textContent(),
      )
      .toMatch(/gone|Anulowany/);
  });
});
