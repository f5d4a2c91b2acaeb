import { randomUUID } from 'node:crypto';
import { photo } from '@cenacle/infra/files/testing/sample-files.ts';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { createCenter } from './support/lodging-api.ts';
import { ADMIN, SERVANT, signIn } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

/** Names no other test (or earlier run on the same database) uses. */
const unique = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;

const LONG_DESCRIPTION =
  'Pokój od strony ogrodu, z widokiem na kaplicę i las; ciche miejsce dla tych, którzy wstają na jutrznię o szóstej rano.';

async function listShown(page: Page): Promise<void> {
  await page.locator('[data-testid="center-list"], [data-testid="center-list-empty"]').first().waitFor();
}

const row = (page: Page, name: string) => page.getByTestId('center-row').filter({ hasText: name });

async function addRoom(building: Locator, room: { name: string; number: string; beds: string }) {
  await building.getByTestId('room-add').click();
  const editor = building.getByTestId('room-editor');
  await editor.getByLabel('Nazwa pokoju').fill(room.name);
  await editor.getByLabel('Numer pokoju').fill(room.number);
  await editor.getByLabel('Liczba łóżek').fill(room.beds);
  return editor;
}

describe('Retreat centres, through the real API', () => {
  let web: WebServers;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    context = await browser.newContext();
    page = await context.newPage();
    await page.goto(`${web.urls.shell}/retreat-centers`);
    await page.waitForURL('**/log-in');
    await signIn(page, ADMIN);
    await page.waitForURL('**/retreat-centers');
    await listShown(page);
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('creates a centre with two buildings in the modal; a duplicated room gets the next number', async () => {
    const name = unique('Dom Rekolekcyjny Tyniec');
    await page.getByTestId('center-new').click();
    const form = page.getByTestId('center-form');
    await form.getByText('Nowy ośrodek rekolekcyjny').waitFor();

    // Checked in the browser by the contract before anything is sent.
    await form.getByRole('button', { name: 'Zapisz ośrodek' }).click();
    await form.getByText('To pole nie może być puste.').waitFor();

    await form.locator('input[name="name"]').fill(name);
    // Chosen from the country list (its code is stored), named in the interface language.
    await form.getByLabel('Kraj').selectOption('POL');
    await form.getByLabel('Miasto').fill('Tyniec');
    await form.getByLabel('Adres').fill('ul. Benedyktyńska 37');
    await form.getByLabel('Kontakt').fill('+48 12 688 52 00');
    await form.getByTestId('center-modified').waitFor();

    // The first building: lift, photo, an attachment, a room checked on its own, then duplicated.
    await form.getByTestId('building-add').click();
    let editor = form.getByTestId('building-editor');
    await editor.getByLabel('Nazwa budynku').fill('Dom gości');
    await editor.getByRole('switch', { name: 'Winda' }).check();
    await editor.getByTestId('building-photo-input').setInputFiles({
      name: 'dom.png',
      mimeType: 'image/png',
      buffer: await photo('png', 64, 48),
    });
    await editor.getByTestId('building-photo-preview').waitFor();
    await editor.getByTestId('building-attachments-input').setInputFiles({
      name: 'regulamin.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Cisza nocna od 22:00.'),
    });
    await editor.getByRole('link', { name: 'regulamin.txt' }).waitFor();
    await editor.getByRole('button', { name: 'Zapisz budynek' }).click();
    await editor.waitFor({ state: 'detached' });
    const guestHouse = form.getByTestId('building-card').filter({ hasText: 'Dom gości' });
    expect(await guestHouse.textContent()).toContain('Jest winda');

    let room = await addRoom(guestHouse, { name: 'Pokój dwunasty', number: '12', beds: '' });
    expect(await room.getByLabel('Numer pierwszego łóżka').inputValue()).toBe('1');
    await room.getByRole('button', { name: 'Zapisz pokój' }).click();
    await room.getByText('To pole jest wymagane.').waitFor();
    await room.getByLabel('Liczba łóżek').fill('3');
    await room.getByRole('checkbox', { name: 'Prysznic' }).check();
    await room.getByRole('checkbox', { name: 'Toaleta' }).check();
    await room.getByLabel('Opis pokoju').fill(LONG_DESCRIPTION);
    await room.getByRole('button', { name: 'Zapisz pokój' }).click();
    await room.waitFor({ state: 'detached' });

    const rooms = guestHouse.getByTestId('room-card');
    expect(await rooms.count()).toBe(1);
    // The room header shows 90 characters of the description (calls §9): 89 and an ellipsis.
    const header = (await rooms.first().getByTestId('room-description').textContent()) ?? '';
    expect([...header]).toHaveLength(90);
    expect(header.endsWith('…')).toBe(true);
    expect(LONG_DESCRIPTION.startsWith(header.slice(0, -1))).toBe(true);

    await guestHouse.getByRole('button', { name: 'Duplikuj pokój Pokój dwunasty' }).first().click();
    await expect.poll(() => rooms.count()).toBe(2);
    expect(await rooms.nth(1).getByTestId('room-number').textContent()).toBe('Nr 13');
    await guestHouse.getByRole('button', { name: 'Duplikuj pokój Pokój dwunasty' }).nth(1).click();
    await expect.poll(() => rooms.count()).toBe(3);
    expect(await rooms.getByTestId('room-number').allTextContents()).toEqual(['Nr 12', 'Nr 13', 'Nr 14']);

    // The second building: no lift, one dormitory with space for a mattress.
    await form.getByTestId('building-add').click();
    editor = form.getByTestId('building-editor');
    await editor.getByLabel('Nazwa budynku').fill('Pustelnia');
    await editor.getByRole('button', { name: 'Zapisz budynek' }).click();
    const hermitage = form.getByTestId('building-card').filter({ hasText: 'Pustelnia' });
    room = await addRoom(hermitage, { name: 'Sala wspólna', number: '1', beds: '10' });
    await room.getByRole('checkbox', { name: 'Miejsce na materac' }).check();
    await room.getByLabel('Liczba łóżek').press('Enter'); // Enter saves the room, not the centre
    await room.waitFor({ state: 'detached' });
    expect(await form.isVisible()).toBe(true);
    expect(await hermitage.textContent()).toContain('Bez windy');

    // Removing a building (and its rooms) asks first; cancelled, it stays.
    await hermitage.getByRole('button', { name: 'Usuń budynek Pustelnia' }).click();
    await hermitage.getByText('Usunąć budynek Pustelnia? Zniknie z nim pokoi: 1.').waitFor();
    await hermitage.getByRole('button', { name: 'Anuluj' }).click();
    expect(await form.getByTestId('building-card').count()).toBe(2);

    await form.getByRole('button', { name: 'Zapisz ośrodek' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText(`Ośrodek ${name} zapisano.`).first().waitFor();

    // The list: 2 buildings, 4 rooms, 3 × 3 + 10 beds; the saved centre opens in preview.
    const cells = row(page, name).locator('td');
    await row(page, name).waitFor();
    expect((await cells.allTextContents()).slice(0, 6)).toEqual([name, 'Tyniec', 'Polska', '2', '4', '19']);
    await row(page, name).click();
    const preview = page.getByTestId('center-preview');
    await preview.waitFor();
    expect(await preview.getByTestId('building-name').allTextContents()).toEqual(['Dom gości', 'Pustelnia']);
    expect(await preview.getByTestId('room-number').allTextContents()).toEqual([
      'Nr 12',
      'Nr 13',
      'Nr 14',
      'Nr 1',
    ]);
    expect(await preview.textContent()).toContain('Prysznic, Toaleta');
    expect(await preview.textContent()).not.toContain('Wanna');
    expect(await preview.textContent()).toContain('miejsce na materac');
    await preview.getByTestId('building-photo').waitFor();
    await preview.getByRole('link', { name: 'regulamin.txt' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('opens a saved centre in preview, edits a room and a building, marks it modified and saves it', async () => {
    const name = unique('Ośrodek Niepokalanów');
    await createCenter(context, web.urls.shell, {
      name,
      city: 'Niepokalanów',
      building: 'Dom św. Maksymiliana',
      rooms: [{ name: 'Pokój 5', roomNumber: 5, beds: 2 }],
    });
    await page.reload();
    await page.getByTestId('center-filter').fill('niepokalanow');
    await row(page, name).click();

    const preview = page.getByTestId('center-preview');
    await preview.waitFor();
    expect(await preview.getByTestId('room-number').allTextContents()).toEqual(['Nr 5']);
    await page.getByTestId('center-edit').click();
    const form = page.getByTestId('center-form');
    await form.waitFor();
    expect(await form.getByTestId('center-modified').count()).toBe(0);

    const building = form.getByTestId('building-card');
    await building.getByTestId('room-card').getByRole('button', { name: 'Edytuj' }).click();
    const room = building.getByTestId('room-editor');
    await room.getByLabel('Liczba łóżek').fill('4');
    await room.getByRole('button', { name: 'Zapisz pokój' }).click();
    await form.getByTestId('center-modified').waitFor();

    await building.getByRole('button', { name: 'Edytuj budynek' }).click();
    await building.getByLabel('Nazwa budynku').fill('Dom Maksymiliana');
    await building.getByRole('button', { name: 'Zapisz budynek' }).click();
    await building.getByTestId('building-name').filter({ hasText: 'Dom Maksymiliana' }).waitFor();

    await form.getByRole('button', { name: 'Zapisz ośrodek' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText(`Ośrodek ${name} zapisano.`).first().waitFor();
    await expect.poll(async () => (await row(page, name).locator('td').allTextContents())[5]).toBe('4');

    await row(page, name).click();
    await preview.waitFor();
    expect(await preview.getByTestId('building-name').textContent()).toBe('Dom Maksymiliana');
    expect(await preview.getByTestId('room-card').textContent()).toContain('łóżka: 4');

    // Closing with unsaved changes asks first; discarding keeps what was saved.
    await page.getByTestId('center-edit').click();
    await form.getByLabel('Miasto').fill('Teresin');
    await form.getByRole('button', { name: 'Anuluj' }).last().click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Odrzucić zmiany?').waitFor();
    await confirm.getByRole('button', { name: 'Odrzuć zmiany' }).click();
    await form.waitFor({ state: 'detached' });
    expect((await row(page, name).locator('td').allTextContents())[1]).toBe('Niepokalanów');
    await page.getByTestId('center-filter').fill('');
  });

  it("shows the server's field error at the building it concerns, and saves once it is corrected", async () => {
    const name = unique('Ośrodek z plikiem');
    await page.getByTestId('center-new').click();
    const form = page.getByTestId('center-form');
    await form.locator('input[name="name"]').fill(name);
    await form.getByTestId('building-add').click();
    const editor = form.getByTestId('building-editor');
    await editor.getByLabel('Nazwa budynku').fill('Dom z planem');
    // The file store takes a text file, but the server accepts only an image as a building's photo.
    await editor.getByTestId('building-photo-input').setInputFiles({
      name: 'plan.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('To nie jest zdjęcie.'),
    });
    await editor.getByRole('button', { name: 'Usuń zdjęcie' }).waitFor();
    await editor.getByRole('button', { name: 'Zapisz budynek' }).click();
    await form.getByRole('button', { name: 'Zapisz ośrodek' }).click();

    const building = form.getByTestId('building-card');
    await building.getByText('Popraw budynek: Nie znaleziono pliku; prześlij go ponownie.').waitFor();
    expect(await form.isVisible()).toBe(true);

    await building.getByRole('button', { name: 'Edytuj budynek' }).click();
    await building.getByRole('button', { name: 'Usuń zdjęcie' }).click();
    await building.getByRole('button', { name: 'Zapisz budynek' }).click();
    await form.getByRole('button', { name: 'Zapisz ośrodek' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText(`Ośrodek ${name} zapisano.`).first().waitFor();
    await row(page, name).waitFor();
  });

  it('deletes a centre only after confirmation', async () => {
    const name = unique('Ośrodek do usunięcia');
    await createCenter(context, web.urls.shell, {
      name,
      city: 'Licheń',
      building: 'Dom pielgrzyma',
      rooms: [{ name: 'Pokój 1', roomNumber: 1, beds: 1 }],
    });
    await page.reload();
    await row(page, name).waitFor();

    await row(page, name).getByTestId('center-row-menu').click();
    await page.getByTestId('center-delete').click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Ośrodek ${name} zniknie z listy`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Anuluj' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row(page, name).count()).toBe(1);

    await row(page, name).getByTestId('center-row-menu').click();
    await page.getByTestId('center-delete').click();
    await confirm.getByRole('button', { name: 'Usuń' }).click();
    await page.getByText(`${name} usunięto (lub zablokowano)`).first().waitFor();
    await row(page, name).waitFor({ state: 'detached' });
    await page.reload();
    await listShown(page);
    expect(await row(page, name).count()).toBe(0);
  });

  it('shows a servant the centres read-only', async () => {
    const name = unique('Ośrodek dla posługujących');
    await createCenter(context, web.urls.shell, {
      name,
      city: 'Kalwaria',
      building: 'Dom',
      rooms: [{ name: 'Pokój 2', roomNumber: 2, beds: 2 }],
    });
    const servant = await (await browser.newContext()).newPage();
    await servant.goto(`${web.urls.shell}/retreat-centers`);
    await servant.waitForURL('**/log-in');
    await signIn(servant, SERVANT);
    await servant.waitForURL('**/retreat-centers');
    await row(servant, name).click();
    await servant.getByTestId('center-preview').waitFor();
    expect(await servant.getByTestId('center-edit').count()).toBe(0);
    expect(await servant.getByTestId('center-new').count()).toBe(0);
    expect(await row(servant, name).getByTestId('center-row-menu').count()).toBe(0);
    await servant.context().close();
  });
});
