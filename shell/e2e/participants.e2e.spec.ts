import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, signIn } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

const STAMP = Date.now();
const NEW: {
  firstname: string;
  lastname: string;
  email: string;
  child: { firstname: string; lastname: string; age: string };
} = {
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
    // The demo family (two children) registered on the demo session.
    sessionId = inject('demoSessionId');
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

  it('registers someone with a child and their answers, refusing a child without an age and an age in words first', async () => {
    const before = {
      participants: await count(page, 'participants'),
      children: await count(page, 'children'),
    };
    await page.getByTestId('register-participant').click();
    const form = page.getByTestId('participant-form');
    await form.locator('input[name="firstname"]').fill(NEW.firstname);
    await form.locator('input[name="lastname"]').fill(NEW.lastname);
    await form.locator('input[name="email"]').fill(NEW.email);
    // Only the session's own levels are offered (the demo session has I, II and III).
    const offered = await form.locator('select[name="level"] option').allTextContents();
    expect(offered.filter((name) => /^[IVX]+$/.test(name))).toEqual(['I', 'II', 'III']);
    await form.locator('select[name="level"]').selectOption('I');
    await form.getByTestId('add-child').click();
    await form.locator('input[name="children.0.firstname"]').fill(NEW.child.firstname);
    await form.locator('input[name="children.0.lastname"]').fill(NEW.child.lastname);
    // The session form's questions (the demo form: accommodation, gender, age, remarks, consent).
    const answers = form.getByTestId('participant-answers');
    await answers.getByLabel('Nocleg').selectOption('150 zł - pokój dwuosobowy');
    await answers.getByLabel('Płeć (do przydziału pokoi)').selectOption('FEMALE');
    await answers.getByLabel('Wiek').fill('trzydzieści');
    await answers.getByLabel('Uwagi (dieta, zdrowie)').fill('dieta bezglutenowa');
    await answers.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
    await form.getByRole('button', { name: 'Zapisz', exact: true }).click();
    // The child's age is required and an age is a number: the dialog stays open with both messages.
    await form.getByTestId('child-row').getByText('To pole jest wymagane.').waitFor();
    await answers.getByText('Nieprawidłowy format.').waitFor();
    await answers.getByLabel('Wiek').fill('34');
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

  it('opens a participant in preview, edits, saves and shows the preview again', async () => {
    const row = page.locator(`[data-testid="participant-row"][data-email="${NEW.email}"]`);
    await row.getByTestId('open-participant').click();
    const preview = page.getByTestId('participant-preview');
    await preview.getByText(NEW.lastname, { exact: true }).waitFor();
    expect(await preview.textContent()).toContain(`${NEW.child.firstname} ${NEW.child.lastname}, wiek 7`);
    // The answers staff entered, as words.
    const answered = preview.getByTestId('preview-answers');
    await answered.getByText('dieta bezglutenowa').waitFor();
    const answers = await answered.getByTestId('answer-value').allTextContents();
    expect(answers).toEqual(['150 zł - pokój dwuosobowy', 'kobieta', '34', 'dieta bezglutenowa', 'tak']);
    await preview.getByTestId('edit-participant').click();
    const form = page.getByTestId('participant-form');
    expect(await form.locator('input[name="lastname"]').inputValue()).toBe(NEW.lastname);
    expect(await form.getByTestId('participant-answers').getByLabel('Wiek').inputValue()).toBe('34');
    expect(await form.locator('input[name="children.0.age"]').inputValue()).toBe('7');
    await form.locator('input[name="lastname"]').fill(`${NEW.lastname}-Kowal`);
    await form.locator('input[name="children.0.age"]').fill('8');
    await form.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await preview.getByText(`${NEW.lastname}-Kowal`, { exact: true }).waitFor();
    expect(await preview.textContent()).toContain('wiek 8');
    await preview.getByRole('button', { name: 'Zamknij' }).click();
    await preview.waitFor({ state: 'detached' });
    await row.getByText(`${NEW.firstname} ${NEW.lastname}-Kowal`).waitFor();
    NEW.lastname = `${NEW.lastname}-Kowal`;
  });

  it('shows the same participants in columns per level, and keeps the choice', async () => {
    await page.getByTestId('view-columns').click();
    const card = page.locator(`[data-testid="participant-card"][data-email="${NEW.email}"]`);
    await card.waitFor();
    expect(await card.locator('xpath=ancestor::section[1]').getAttribute('data-level')).toBe('I');
    await page.reload();
    await card.waitFor();
    await page.getByTestId('view-table').click();
    await page.locator(`[data-testid="participant-row"][data-email="${NEW.email}"]`).waitFor();
  });

  it('exports the participants as semicolon-separated CSV', async () => {
    const href = await page.getByTestId('export-participants').getAttribute('href');
    const response = await page.context().request.get(`${web.urls.shell}${href}`);
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split(/\r?\n/);
    expect(lines[0]).toMatch(/^(\uFEFF)?Imię;Nazwisko;E-mail;Poziom;/);
    expect(lines.find((line) => line.includes(NEW.email))).toContain(
      `${NEW.firstname};${NEW.lastname};${NEW.email};I;`,
    );
  });

  it('confirms their presence; then offers the payment and saves the index book entry', async () => {
    const row = page.locator(`[data-testid="participant-row"][data-email="${NEW.email}"]`);
    const present = await count(page, 'present');
    await row.getByTestId('confirm-presence').click();
    await row.locator('[data-testid="participant-presence"][data-present="true"]').waitFor();
    await expect.poll(() => count(page, 'present')).toBe(present + 1);

    const payment = await row.getByTestId('get-payment').getAttribute('href');
    expect(payment).toMatch(new RegExp(`^/accounting\\?session=${sessionId}&participant=[0-9a-f-]{36}$`));

    await row.getByTestId('save-index').click();
    const form = page.getByTestId('index-book-form');
    expect(await form.locator('select[name="season"]').inputValue()).toBe('WINTER');
    await form.getByRole('button', { name: 'Zapisz w indeksie' }).click();
    // The place is required.
    await form.getByText('To pole nie może być puste.').waitFor();
    await form.locator('input[name="place"]').fill('Kraków, Dom Rekolekcyjny');
    await form.getByRole('button', { name: 'Zapisz w indeksie' }).click();
    await form.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Zmień indeks' }).waitFor();
  });

  it('cancels them after the confirmation', async () => {
    const row = page.locator(`[data-testid="participant-row"][data-email="${NEW.email}"]`);
    await row.getByTestId('cancel-registration').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`${NEW.firstname} ${NEW.lastname}`).waitFor();
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' && response.url().includes('/api/session-registration/'),
    );
    await dialog.getByRole('button', { name: 'Usuń', exact: true }).click();
    // The success toast's text comes from the answer's alert (the toaster may hold it behind earlier
    // steps' toasts for a while): the answer names the person.
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()['app-alert']).toBe('participants.messages.deleted');
    expect(decodeURIComponent(response.headers()['app-params'] ?? '')).toBe(
      `${NEW.firstname} ${NEW.lastname}`,
    );
    await expect
      .poll(async () =>
        (await row.count()) === 0 ? 'gone' : await row.getByTestId('participant-status').textContent(),
      )
      .toMatch(/gone|Anulowany/);
  });
});
