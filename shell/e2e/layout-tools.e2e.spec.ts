import { randomUUID } from 'node:crypto';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, pickFromAccountMenu, pickFromMenu, SERVANT, signIn } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

const PLAIN_USER = { username: 'user', password: 'user' } as const;

/** The layout's tools for anyone signed in: sticky notes on a page, and the QR generator. */
describe('Layout tools', () => {
  let web: WebServers;
  let browser: Browser;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  /** A page of its own (the query makes the note's location unique to this test). */
  async function signedInAt(path: string, user: { username: string; password: string } = PLAIN_USER) {
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${web.urls.shell}/log-in`);
    await signIn(page, user);
    await page.goto(`${web.urls.shell}${path}`);
    if (path.startsWith('/qr-generator')) await page.getByTestId('qr-address').waitFor();
    return page;
  }

  const box = async (page: Page) => {
    const note = page.getByTestId('sticky-note');
    return note.evaluate((el) => {
      const style = (el as HTMLElement).style;
      return { x: style.left, y: style.top, width: style.width, height: style.height };
    });
  };

  it('writes a note at 200,200, moves and resizes it, saves it and finds it after a reload', async () => {
    const path = `/qr-generator?note=${randomUUID()}`;
    const page = await signedInAt(path);
    await pickFromMenu(page, 'notes-menu', 'new-note');
    const note = page.getByTestId('sticky-note');
    await note.waitFor();
    expect(await box(page)).toEqual({ x: '200px', y: '200px', width: '240px', height: '180px' });
    expect(await note.getAttribute('data-changed')).toBe('true');
    await note.getByLabel('Tytuł notatki').fill('Ośrodek');
    await note.getByLabel('Treść notatki').fill('Zadzwonić w piątek');

    // Dragged by its handle with the mouse, then resized by keyboard.
    const handle = note.getByRole('button', { name: 'Przesuń notatkę Ośrodek' });
    const at = await handle.boundingBox();
    if (!at) throw new Error('the handle is not on screen');
    await page.mouse.move(at.x + 5, at.y + 5);
    await page.mouse.down();
    await page.mouse.move(at.x + 80, at.y + 40, { steps: 5 });
    await page.mouse.move(at.x + 155, at.y + 65, { steps: 5 });
    await page.mouse.up();
    const resize = note.getByRole('button', { name: 'Zmień rozmiar notatki Ośrodek' });
    await resize.focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
    expect(await box(page)).toEqual({ x: '350px', y: '260px', width: '270px', height: '190px' });

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/note') && r.request().method() === 'POST',
    );
    await note.getByRole('button', { name: 'Zapisz' }).click();
    expect((await saved).status()).toBe(201);
    await expect.poll(() => note.getAttribute('data-changed')).toBe('false');
    expect(await note.getByTestId('note-changed').count()).toBe(0);

    await page.reload();
    await note.waitFor();
    expect(await box(page)).toEqual({ x: '350px', y: '260px', width: '270px', height: '190px' });
    expect(await note.getByLabel('Tytuł notatki').inputValue()).toBe('Ośrodek');
    expect(await note.getByLabel('Treść notatki').inputValue()).toBe('Zadzwonić w piątek');
    expect(await page.getByTestId('notes-menu').textContent()).toBe('Notatki (1)');

    // Moved by keyboard: changed until saved again.
    await handle.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await note.getAttribute('data-changed')).toBe('true');
    expect((await box(page)).x).toBe('340px');

    // Another page shows none of it.
    await page.goto(`${web.urls.shell}/qr-generator?note=${randomUUID()}`);
    await page.getByTestId('qr-address').waitFor();
    expect(await page.getByTestId('sticky-note').count()).toBe(0);
    await page.context().close();
  });

  it('hides the notes, and keeps them hidden in this browser until shown again', async () => {
    const path = `/qr-generator?note=${randomUUID()}`;
    const page = await signedInAt(path);
    await pickFromMenu(page, 'notes-menu', 'new-note');
    const note = page.getByTestId('sticky-note');
    await note.getByLabel('Tytuł notatki').fill('Ukryta');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/note'));
    await note.getByRole('button', { name: 'Zapisz' }).click();
    expect((await saved).status()).toBe(201);

    await pickFromMenu(page, 'notes-menu', 'toggle-notes');
    await note.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('qr-address').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('sticky-note').count()).toBe(0);
    expect(await page.getByTestId('notes-menu').textContent()).toBe('Notatki (1)');
    await pickFromMenu(page, 'notes-menu', 'toggle-notes');
    await note.waitFor();
    expect(await note.getByLabel('Tytuł notatki').inputValue()).toBe('Ukryta');
    await page.context().close();
  });

  it('asks before deleting a note, and the deleted note stays gone', async () => {
    const path = `/qr-generator?note=${randomUUID()}`;
    const page = await signedInAt(path);
    await pickFromMenu(page, 'notes-menu', 'new-note');
    const note = page.getByTestId('sticky-note');
    await note.getByLabel('Treść notatki').fill('Do wyrzucenia');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/note'));
    await note.getByRole('button', { name: 'Zapisz' }).click();
    expect((await saved).status()).toBe(201);

    await note.getByRole('button', { name: 'Usuń notatkę bez tytułu' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await note.count()).toBe(1);

    await note.getByRole('button', { name: 'Usuń notatkę bez tytułu' }).click();
    const deleted = page.waitForResponse((r) => r.url().includes('/api/note/'));
    await dialog.getByRole('button', { name: 'Usuń' }).click();
    expect((await deleted).status()).toBe(204);
    await note.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('qr-address').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('sticky-note').count()).toBe(0);
    await page.context().close();
  });

  it('turns an address into a 256 px QR code to download, refusing what is not a web address', async () => {
    // A staff-frame page: the home page is the visitors' one, without the account menu.
    const page = await signedInAt('/change-password');
    await pickFromAccountMenu(page, 'menu-link-qr-generator');
    await page.waitForURL('**/qr-generator');
    const address = page.getByTestId('qr-address');
    await address.fill('javascript:alert(1)');
    await page.getByText('Podaj pełny adres strony').waitFor();
    expect(await page.getByTestId('qr-code').count()).toBe(0);

    await address.fill('https://cenacle.example/session-registration?session=1');
    const code = page.getByTestId('qr-code');
    await code.waitFor();
    expect(await code.evaluate((el) => (el as HTMLCanvasElement).width)).toBeGreaterThanOrEqual(256);
    expect(await code.evaluate((el) => (el as HTMLCanvasElement).style.width)).toBe('256px');
    const download = page.waitForEvent('download');
    await page.getByTestId('qr-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('qr-code.png');
    const bytes = await (await file.createReadStream()).toArray();
    const png = Buffer.concat(bytes as Buffer[]);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    await page.context().close();
  });

  it('lists the administration pages in their own menu and the mail account in the account menu', async () => {
    const page = await signedInAt('/sessions', ADMIN);
    const main = page.getByRole('navigation', { name: 'Menu główne' });
    await main.getByRole('link', { name: 'Sesje' }).waitFor();
    expect(await main.getByRole('link', { name: 'Poziomy' }).count()).toBe(0);
    await pickFromMenu(page, 'admin-menu', 'menu-link-levels');
    await page.waitForURL('**/levels');
    await page.getByTestId('admin-menu').click();
    for (const name of [
      'Użytkownicy',
      'Posługujący',
      'Oddziały',
      'Poziomy',
      'Konferencje',
      'Ośrodki rekolekcyjne',
    ])
      await page.getByRole('menuitem', { name }).waitFor();
    // In named sections, not one long list: people, sessions, content, system.
    const sections = page.locator('[data-testid^="admin-menu-"]');
    expect(await sections.evaluateAll((all) => all.map((s) => s.getAttribute('data-testid')))).toEqual([
      'admin-menu-people',
      'admin-menu-sessions',
      'admin-menu-content',
      'admin-menu-system',
    ]);
    await page.getByTestId('admin-menu-people').getByRole('menuitem', { name: 'Posługujący' }).waitFor();
    await page.getByTestId('admin-menu-sessions').getByRole('menuitem', { name: 'Poziomy' }).waitFor();
    await page.getByText('Treści strony').waitFor();
    await page.keyboard.press('Escape');
    await pickFromAccountMenu(page, 'menu-link-config');
    await page.waitForURL('**/config/mail-account');
    await page.context().close();

    const user = await signedInAt('/change-password');
    await user.getByTestId('account-menu').waitFor();
    expect(await user.getByTestId('admin-menu').count()).toBe(0);
    await user.context().close();

    // Spec §2 Layout: the menu is for admins, branch admins and testimony admins, not servants.
    const servant = await signedInAt('/sessions', SERVANT);
    await servant
      .getByRole('navigation', { name: 'Menu główne' })
      .getByRole('link', { name: 'Sesje' })
      .waitFor();
    await servant.getByTestId('account-menu').waitFor();
    expect(await servant.getByTestId('admin-menu').count()).toBe(0);
    await servant.context().close();
  });

  it('opens the users page at the spec’s /users for an administrator', async () => {
    const page = await signedInAt('/users', ADMIN);
    await page.getByTestId('users-page').waitFor();
    await page.context().close();
  });
});
