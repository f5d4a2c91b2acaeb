import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, SERVANT, signInContext } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

interface FormItemDto {
  readonly type: string;
  readonly question: string;
  readonly options: string[];
  readonly required: boolean;
  readonly index: number;
}

/** A new session of the demo branch through the API (its form starts as the default one). */
async function createSession(context: BrowserContext, shellUrl: string, dateFrom: string): Promise<string> {
  const branches = await context.request.get(`${shellUrl}/api/branches`);
  const branch = ((await branches.json()) as { id: { value: string }; name: string }[]).find(
    (b) => b.name === 'Cenacle Kraków',
  );
  const token = (await context.cookies(shellUrl)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await context.request.post(`${shellUrl}/api/school-session/`, {
    data: { season: 'SPRING', dateFrom, dateTo: dateFrom, levels: [{ name: 'I' }], branchId: branch?.id },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
  });
  if (response.status() !== 201) throw new Error(`Session: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: { value: string } }).id.value;
}

async function formOf(context: BrowserContext, shellUrl: string, sessionId: string) {
  const response = await context.request.get(`${shellUrl}/api/registration-form/${sessionId}`);
  return (await response.json()) as { saved: boolean; items: FormItemDto[] };
}

const questionTexts = (page: Page): Promise<string[]> =>
  page
    .getByTestId('form-item')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          (item.querySelector('input[aria-label^="Treść pytania"], textarea') as HTMLInputElement)?.value ??
          '',
      ),
    );

async function addQuestion(page: Page, typeLabel: string): Promise<Locator> {
  await page.getByLabel('Rodzaj nowego pytania').selectOption({ label: typeLabel });
  await page.getByRole('button', { name: 'Dodaj pytanie' }).click();
  return page.getByTestId('form-item').last();
}

describe('The registration form editor, through the real API', () => {
  let web: WebServers;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sessionId: string;
  let otherSessionId: string;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    context = await browser.newContext();
    await signInContext(context, web.urls.shell, ADMIN);
    sessionId = await createSession(context, web.urls.shell, '2033-04-01');
    otherSessionId = await createSession(context, web.urls.shell, '2033-05-01');
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('builds a form with a priced radio and a required checkbox, reorders by keyboard, saves and reads it back', async () => {
    await page.goto(`${web.urls.shell}/session-registration-form?session=${sessionId}`);
    await page.getByTestId('registration-form-editor').waitFor();
    expect(await page.getByLabel('Sesja').inputValue()).toBe(sessionId);
    // The fixed fields are there, not editable.
    const fixed = page.getByTestId('fixed-fields');
    for (const label of ['Imię', 'Nazwisko', 'E-mail', 'Poziom']) {
      expect(await fixed.getByLabel(label).isDisabled()).toBe(true);
    }
    await page.getByText('Formularz nie ma jeszcze pytań.').waitFor();

    const radio = await addQuestion(page, 'Jednokrotny wybór');
    await radio.getByLabel('Treść pytania 1').fill('Nocleg');
    await radio
      .getByRole('textbox', { name: 'Opcja 1 pytania 1', exact: true })
      .fill('150,50 zł - pokój dwuosobowy');
    await radio.getByText('Cena: 150,50 zł').waitFor();
    await radio.getByRole('button', { name: 'Dodaj opcję' }).click();
    await radio.getByRole('textbox', { name: 'Opcja 2 pytania 1', exact: true }).fill('Bez noclegu');
    await radio.getByRole('switch', { name: 'Pytanie 1 wymagane' }).check();

    const checkbox = await addQuestion(page, 'Pole wyboru');
    await checkbox.getByLabel('Treść pytania 2').fill('Akceptuję regulamin');
    await checkbox.getByRole('switch', { name: 'Pytanie 2 wymagane' }).check();

    // A question without text is refused in the browser: the spec's toast and the error by the field.
    const blank = await addQuestion(page, 'Krótki tekst');
    await page.getByRole('button', { name: 'Zapisz formularz' }).click();
    await page.getByText('Nie udało się zapisać formularza zapisów.').first().waitFor();
    await blank.getByText('To pole nie może być puste.').waitFor();
    await blank.getByRole('button', { name: 'Usuń pytanie 3' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Usuń pytanie' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('form-item').count()).toBe(2);

    // Keyboard reorder (dnd-kit): pick up the checkbox, move it up one place, drop it.
    const handle = page.getByRole('button', { name: 'Przesuń pytanie 2' });
    await handle.focus();
    // Each step waits for dnd-kit's state or announcement (its keyboard sensor listens from the next tick).
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    // Up again until dnd-kit announces it (a press before its listener is attached is lost; at the
    // top, another press changes nothing).
    const over = page.getByText('Nad miejscem pytania 1.');
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowUp');
        return over.count();
      })
      .toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await page.getByText('Upuszczono na miejsce pytania 1.').waitFor({ state: 'attached' });
    await expect.poll(() => questionTexts(page)).toEqual(['Akceptuję regulamin', 'Nocleg']);

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/registration-form/${sessionId}`) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Zapisz formularz' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    // A reload forgets the tab's log position: let the read model reach the save first.
    const position = (await response.headerValue('app-log-position')) ?? '';
    await context.request.get(`${web.urls.shell}/api/registration-form/${sessionId}?position=${position}`);

    await page.reload();
    await page.getByTestId('registration-form-editor').waitFor();
    await expect.poll(() => questionTexts(page)).toEqual(['Akceptuję regulamin', 'Nocleg']);
    const items = page.getByTestId('form-item');
    expect(await items.nth(0).getAttribute('data-item-type')).toBe('CHECKBOX');
    expect(await items.nth(1).getAttribute('data-item-type')).toBe('RADIO');
    expect(
      await items.nth(1).getByRole('textbox', { name: 'Opcja 1 pytania 2', exact: true }).inputValue(),
    ).toBe('150,50 zł - pokój dwuosobowy');
    expect(await items.nth(0).getByRole('switch', { name: 'Pytanie 1 wymagane' }).isChecked()).toBe(true);

    const form = await formOf(context, web.urls.shell, sessionId);
    expect(form.saved).toBe(true);
    expect(form.items).toEqual([
      expect.objectContaining({
        type: 'CHECKBOX',
        question: 'Akceptuję regulamin',
        required: true,
        index: 0,
      }),
      expect.objectContaining({
        type: 'RADIO',
        question: 'Nocleg',
        options: ['150,50 zł - pokój dwuosobowy', 'Bez noclegu'],
        required: true,
        index: 1,
      }),
    ]);
  });

  it('shows the QR code of the public page', async () => {
    await page.getByRole('button', { name: 'Kod QR' }).click();
    const dialog = page.getByRole('dialog');
    const qr = dialog.getByTestId('registration-qr');
    await qr.waitFor();
    expect(await qr.getAttribute('width')).toBe('256');
    expect(await dialog.getByTestId('public-link').textContent()).toBe(
      `${web.urls.shell}/session-registration?session=${sessionId}`,
    );
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('copies the form to another session, with the success toast', async () => {
    await page.getByLabel('Sesja').selectOption(otherSessionId);
    await page.waitForURL(`**/session-registration-form?session=${otherSessionId}`);
    await page.getByText('Formularz nie ma jeszcze pytań.').waitFor();
    await page.getByLabel('Formularz innej sesji').selectOption(sessionId);
    await page.getByRole('button', { name: 'Kopiuj do tej sesji' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Kopiuj' }).click();
    await page.getByText('Formularz zapisów skopiowany do tej sesji.').first().waitFor();
    await expect.poll(() => questionTexts(page)).toEqual(['Akceptuję regulamin', 'Nocleg']);
    const copied = await formOf(context, web.urls.shell, otherSessionId);
    expect(copied.items.map((item) => item.question)).toEqual(['Akceptuję regulamin', 'Nocleg']);
  });

  it('shows a servant the form read-only: no save, no copy, every field disabled (spec §6)', async () => {
    const servantContext = await browser.newContext();
    await signInContext(servantContext, web.urls.shell, SERVANT);
    const servant = await servantContext.newPage();
    await servant.goto(`${web.urls.shell}/session-registration-form?session=${sessionId}`);
    await servant.getByTestId('registration-form-read-only').waitFor();
    await expect.poll(() => questionTexts(servant)).toEqual(['Akceptuję regulamin', 'Nocleg']);
    expect(await servant.getByRole('button', { name: 'Zapisz formularz' }).count()).toBe(0);
    expect(await servant.getByRole('button', { name: 'Dodaj pytanie' }).count()).toBe(0);
    expect(await servant.getByRole('button', { name: 'Kopiuj do tej sesji' }).count()).toBe(0);
    expect(await servant.getByTestId('form-item').first().locator('input').first().isDisabled()).toBe(true);
    // The QR code of the public page stays his.
    expect(await servant.getByRole('button', { name: 'Kod QR' }).count()).toBe(1);
    await servantContext.close();
  });
});
