import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, signIn } from './support/sign-in.ts';
import { Staff } from './support/staff-api.ts';
import { serveWeb } from './support/web.ts';

const ROWS = 200;
const STAMP = Date.now();
/** Adults whose level is 'posługujący' but who have no account: skipped, listed in a toast. */
const SERVANTS_WITHOUT_ACCOUNT = [26, 51, 74, 101, 126, 151, 174];

/**
 * A 200-row file as an office would export it (semicolons, a byte order mark): every fourth row a
 * child of the adult above with the age in 'wiek' (the last one without an age), the demo servant
 * first, seven more servants without an account.
 */
function csv(stamp = STAMP): string {
  const lines = ['Imię;Nazwisko;E-mail;Stopień;wiek;Dieta;Parafia'];
  for (let i = 1; i <= ROWS; i++) {
    if (i === 1) lines.push('Piotr;Kowalski;servant@cenacle.example;posługujący;;;Św. Anny');
    else if (i % 4 === 0)
      lines.push(`Dziecko${i};Rodzina${i - 1};;dziecko;${i === ROWS ? '' : (i % 12) + 1};;`);
    else if (SERVANTS_WITHOUT_ACCOUNT.includes(i))
      lines.push(`Sługa${i};Pomocny;sluga.${i}.${stamp}@example.org;posługujący;;;`);
    else
      lines.push(
        `Osoba${i};Rodzina${i};osoba.${i}.${stamp}@example.org;${['I', 'II', 'III'][i % 3]};;${i % 2 ? 'wege' : ''};Parafia ${i % 5}`,
      );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
const ADULTS = ROWS - ROWS / 4;
const ACCEPTED = ADULTS - SERVANTS_WITHOUT_ACCOUNT.length;

async function upload(page: Page, name: string, content: string): Promise<void> {
  await page
    .getByTestId('import-file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
}

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').trim();

describe('CSV import of participants, through the real API', () => {
  let web: WebServers;
  let browser: Browser;
  let page: Page;
  let sessionId: string;
  let importPath: string;

  /** Registrations of the session as the participants list counts them (waiting ones included). */
  const registered = async () => {
    const response = await page
      .context()
      .request.get(`${web.urls.shell}/api/session-registrations/${sessionId}?size=1`);
    return ((await response.json()) as { total: number }).total;
  };

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    // A session of its own with the demo form's questions: the other files keep the demo session's
    // list as the demo data left it.
    const staff = await Staff.signIn(await browser.newContext(), web.urls.shell);
    sessionId = await staff.planSession(['I', 'II', 'III'], ['2049-08-01', '2049-08-07']);
    await staff.copyForm(sessionId, inject('demoSessionId'));
    page = await (await browser.newContext()).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('refuses a file without a header row and an empty file, with the reason', async () => {
    await page.goto(`${web.urls.shell}/log-in`);
    await signIn(page, ADMIN);
    importPath = `/import-participants?session=${sessionId}`;
    await page.goto(`${web.urls.shell}${importPath}`);
    await page.getByTestId('import-file').waitFor();

    await upload(
      page,
      'bez-naglowka.csv',
      'Jan;Kowalski;jan@example.org;I\nAnna;Nowak;anna@example.org;II\n',
    );
    await page.getByText('Plik nie ma wiersza nagłówka').waitFor();
    expect(await page.getByTestId('import-preview').count()).toBe(0);

    await upload(page, 'pusty.csv', '');
    await page.getByText('Plik jest pusty.').waitFor();
  });

  it('previews the file, guesses the columns and blocks the import while a required field is unmapped', async () => {
    await upload(page, 'uczestnicy.csv', csv());
    await page.getByTestId('import-preview').waitFor();
    expect(await text(page, 'import-file-summary')).toContain(`wierszy ${ROWS}, separator „;”`);
    expect(await page.getByTestId('import-preview').getByRole('row').count()).toBe(6);

    expect(await page.getByTestId('map-field-firstname').inputValue()).toBe('Imię');
    expect(await page.getByTestId('map-field-lastname').inputValue()).toBe('Nazwisko');
    expect(await page.getByTestId('map-field-email').inputValue()).toBe('E-mail');
    expect(await page.getByTestId('map-field-level').inputValue()).toBe('Stopień');
    expect(await text(page, 'age-column')).toContain('„wiek”');

    await page.getByTestId('map-field-level').selectOption('');
    expect(await text(page, 'unmapped-fields')).toContain('Poziom');
    expect(await page.getByTestId('start-import').isDisabled()).toBe(true);
    await page.getByTestId('map-field-level').selectOption('Stopień');
    await page.getByTestId('unmapped-fields').waitFor({ state: 'detached' });

    // 'Dieta' feeds the form's remarks question; 'Parafia' becomes a new optional question.
    await page.locator('[data-testid="map-column"][data-column="Dieta"]').selectOption({
      label: 'Pytanie: Uwagi (dieta, zdrowie)',
    });
    await page.locator('[data-testid="map-column"][data-column="Parafia"]').selectOption({
      label: 'Nowe pytanie (nieobowiązkowe): Parafia',
    });
    await page.getByTestId('new-questions').waitFor();

    expect(await text(page, 'count-participants')).toBe(`Uczestnicy: ${ACCEPTED - 1}`);
    expect(await text(page, 'count-servants')).toBe(`Posługujący: ${SERVANTS_WITHOUT_ACCOUNT.length + 1}`);
    expect(await text(page, 'count-children')).toBe(`Dzieci: ${ROWS / 4 - 1}`);
    expect(await text(page, 'count-skipped')).toContain('Pominięte wiersze: 1');
    expect(await text(page, 'count-skipped')).toContain('dziecko bez wieku w kolumnie „wiek”: 1');
  });

  it('imports in batches to the end, with the counts, each row and the toast naming servants without an account', async () => {
    const before = await registered();
    await page.getByTestId('start-import').click();
    await page.getByTestId('import-finished').waitFor({ timeout: 60_000 });
    const bar = page.getByTestId('import-progress-bar');
    expect(await bar.getAttribute('data-done')).toBe(String(ADULTS));
    expect(await bar.getAttribute('data-total')).toBe(String(ADULTS));
    expect(await text(page, 'import-progress')).toContain(`Przetworzono osób: ${ADULTS} z ${ADULTS}`);

    const imported = Number((await text(page, 'result-imported')).replace(/\D/g, ''));
    const waiting = Number((await text(page, 'result-waiting')).replace(/\D/g, ''));
    // Registered or, past the session's places, on its waiting list: every accepted adult either way.
    expect(imported).toBeGreaterThan(0);
    expect(imported + waiting).toBe(ACCEPTED);
    expect(await text(page, 'result-skipped')).toBe(`Pominięci: ${SERVANTS_WITHOUT_ACCOUNT.length + 1}`);

    await page.getByTestId('result-filter').selectOption('SKIPPED');
    const skipped = page.getByTestId('result-row');
    await expect.poll(() => skipped.count()).toBe(SERVANTS_WITHOUT_ACCOUNT.length + 1);
    expect(await skipped.filter({ hasText: 'Sługa26 Pomocny' }).textContent()).toContain(
      'posługujący bez konta',
    );
    expect(await skipped.filter({ hasText: 'Dziecko200 Rodzina199' }).textContent()).toContain(
      'dziecko bez wieku',
    );
    const toast = page
      .getByTestId('toast-error')
      .filter({ hasText: 'Nie zaimportowano posługujących bez konta' });
    await toast.waitFor();
    for (const row of SERVANTS_WITHOUT_ACCOUNT)
      expect(await toast.textContent()).toContain(`Sługa${row} Pomocny`);

    await page.getByTestId('result-filter').selectOption('IMPORTED');
    await page.getByTestId('result-row').filter({ hasText: 'Piotr Kowalski' }).waitFor();
    expect(
      await page.getByTestId('result-row').filter({ hasText: 'Piotr Kowalski' }).textContent(),
    ).toContain('Zaimportowano');

    expect(await page.getByTestId('to-participants').getAttribute('href')).toBe(
      `/participants?session=${sessionId}`,
    );
    await expect.poll(registered, { timeout: 15_000 }).toBe(before + ACCEPTED);
  });

  it('imports the same file again: everyone already there is skipped, no one twice', async () => {
    const before = await registered();
    await page.goto(`${web.urls.shell}${importPath}`);
    await upload(page, 'uczestnicy.csv', csv());
    // The question added by the first import now takes its column by name.
    const parish = page.locator('[data-testid="map-column"][data-column="Parafia"]');
    await parish.waitFor();
    expect(await parish.locator('option:checked').textContent()).toBe('Pytanie: Parafia');
    await page.locator('[data-testid="map-column"][data-column="Dieta"]').selectOption({
      label: 'Pytanie: Uwagi (dieta, zdrowie)',
    });

    await page.getByTestId('start-import').click();
    await page.getByTestId('import-finished').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('import-progress-bar').getAttribute('data-done')).toBe(String(ADULTS));
    expect(await text(page, 'result-imported')).toBe('Zaimportowani: 0');
    expect(await text(page, 'result-waiting')).toBe('Na liście rezerwowej: 0');
    expect(await text(page, 'result-skipped')).toBe(`Pominięci: ${ADULTS + 1}`);

    expect(await text(page, 'result-reason-alreadyRegistered')).toBe(`już zapisany na tę sesję: ${ACCEPTED}`);
    expect(await text(page, 'result-reason-servantWithoutAccount')).toBe(
      `posługujący bez konta: ${SERVANTS_WITHOUT_ACCOUNT.length}`,
    );
    expect(await text(page, 'result-reason-childWithoutAge')).toBe('dziecko bez wieku w kolumnie „wiek”: 1');
    const family = page.getByTestId('result-row').filter({ hasText: 'Osoba3 Rodzina3' });
    // The adult's row and the child's below it are one entry.
    expect(await family.textContent()).toContain('3, 4');
    expect(await family.textContent()).toContain('już zapisany na tę sesję');
    expect(
      await page
        .locator('[data-testid="result-row"]:is([data-status="IMPORTED"], [data-status="WAITING"])')
        .count(),
    ).toBe(0);
    expect(await registered()).toBe(before);
  });

  it('stops between batches when cancelled, keeping what the answered batch imported', async () => {
    const before = await registered();
    await page.goto(`${web.urls.shell}${importPath}`);
    // The first batch is held back long enough to press cancel while it is on its way.
    await page.route('**/api/session-import/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await upload(page, 'kolejni.csv', csv(STAMP + 1));
    await page.getByTestId('start-import').click();
    await page.getByTestId('cancel-import').click();
    await page.getByText('Import zostanie przerwany po bieżącej partii…').waitFor();
    await page.getByTestId('import-cancelled').waitFor({ timeout: 30_000 });
    await page.unroute('**/api/session-import/**');
    expect(await text(page, 'import-cancelled')).toBe(`Import przerwany: przetworzono osób 100 z ${ADULTS}.`);
    expect(await page.getByTestId('import-progress-bar').getAttribute('data-done')).toBe('100');
    const imported = Number((await text(page, 'result-imported')).replace(/\D/g, ''));
    const waiting = Number((await text(page, 'result-waiting')).replace(/\D/g, ''));
    expect(imported + waiting).toBeGreaterThan(90);
    await expect.poll(registered, { timeout: 15_000 }).toBe(before + imported + waiting);
  });
});
