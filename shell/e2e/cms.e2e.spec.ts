import { randomUUID } from 'node:crypto';
import { photo } from '@cenacle/infra/files/testing/sample-files.ts';
import type { WebServers } from '@cenacle/shell/serve';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { launchBrowser } from './support/browser.ts';
import { ContentApi, type Section, uniqueCountry, wordsOf } from './support/content-api.ts';
import { SERVANT, signIn, signInContext } from './support/sign-in.ts';
import { serveWeb } from './support/web.ts';

/** Names no other test (or earlier run on the same database) uses. */
const unique = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
}

/** Adds an element of a type at the end of a column of the open section editor. */
async function addElement(column: Locator, index: number, type: string): Promise<Locator> {
  await column.locator(`#column-${index}-new`).selectOption(type);
  await column.getByTestId(`column-${index}-add`).click();
  return column.locator(`[data-testid="element-editor"][data-type="${type}"]`).last();
}

/** Types into a rich-text field (TipTap), replacing what it held. */
async function typeRichText(page: Page, field: Locator, text: string): Promise<void> {
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

describe('The CMS, through the real API', () => {
  let web: WebServers;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let content: ContentApi;

  beforeAll(async () => {
    web = await serveWeb(inject('apiUrl'));
    browser = await launchBrowser();
    context = await browser.newContext();
    page = await context.newPage();
    await page.goto(`${web.urls.shell}/configurable-contents`);
    await page.waitForURL('**/log-in');
    await signIn(page, { username: 'admin', password: 'admin' });
    await page.getByTestId('contents-hub').waitFor();
    content = await ContentApi.signIn(await browser.newContext(), web.urls.shell);
  });

  afterAll(async () => {
    await browser?.close();
    await web?.close();
  });

  it('builds a two-column section, previews it at the three widths and publishes it: a visitor sees it on the home page in Polish and in English', async () => {
    const name = unique('Zaproszenie');
    const heading = unique('Rekolekcje dla rodzin');
    await page.getByTestId('contents-hub').getByRole('link', { name: 'Strona główna' }).click();
    await page.waitForURL('**/configurable-content-first');
    await page.getByTestId('sections-page').waitFor();
    await page.getByTestId('section-add').click();
    const form = page.getByTestId('section-form');
    await form.getByLabel('Nazwa sekcji').fill(name);
    // Two columns by default (spec §9).
    expect(await form.locator('#section-columns').inputValue()).toBe('2');
    const columns = form.getByTestId('column-editor');
    expect(await columns.count()).toBe(2);

    const left = columns.nth(0);
    await (await addElement(left, 0, 'H1')).getByLabel('Treść nagłówka').fill(heading);
    const text = await addElement(left, 0, 'TEXT');
    await typeRichText(
      page,
      text.getByRole('textbox', { name: 'Tekst sformatowany' }),
      'Zapraszamy całe rodziny.',
    );

    const right = columns.nth(1);
    const picture = await addElement(right, 1, 'PHOTO');
    await picture.locator('input[type="file"]').setInputFiles({
      name: 'kaplica.png',
      mimeType: 'image/png',
      buffer: await photo('png', 320, 180),
    });
    await picture.locator('img').waitFor();
    await picture.getByLabel('Opis zdjęcia (dla czytników ekranu)').fill('Kaplica domu rekolekcyjnego');
    const button = await addElement(right, 1, 'BUTTON');
    await button.getByLabel('Napis na przycisku').fill('Zapisz się');
    await button.getByLabel('Adres przycisku').fill('/events');

    // The desktop layout of the section gets a background of the palette; the phone's keeps none.
    await form.getByTestId('device-DESKTOP').click();
    await form
      .getByTestId('section-layout')
      .getByRole('group', { name: 'Kolor tła' })
      .getByRole('button', { name: 'Kolor #DCE8F5' })
      .click();

    const preview = form.getByTestId('section-preview');
    const shown = {
      heading: preview.getByRole('heading', { name: heading }),
      photo: preview.getByRole('img', { name: 'Kaplica domu rekolekcyjnego' }),
      button: preview.getByRole('link', { name: 'Zapisz się' }),
      section: preview.locator('section'),
    };
    await shown.button.waitFor();
    expect(await shown.button.getAttribute('href')).toBe('/events');
    await preview.getByText('Zapraszamy całe rodziny.').waitFor();
    for (const [device, width] of [
      ['MOBILE', 375],
      ['TABLET', 768],
      ['DESKTOP', 1280],
    ] as const) {
      await form.getByTestId(`device-${device}`).click();
      await expect.poll(() => preview.getAttribute('data-device')).toBe(device);
      expect(Math.round((await box(preview)).width)).toBe(width);
      const [title, image] = [await box(shown.heading), await box(shown.photo)];
      if (device === 'MOBILE') {
        // On a phone the columns stack: the photo comes under the heading's column.
        expect(image.y).toBeGreaterThan(title.y + title.height);
        expect(await shown.section.evaluate((s) => getComputedStyle(s).backgroundColor)).toBe(
          'rgba(0, 0, 0, 0)',
        );
      } else {
        // Side by side: the photo's column starts right of the heading's, at the same height.
        expect(image.x).toBeGreaterThan(title.x + width / 3);
        expect(image.y).toBeLessThan(title.y + title.height);
      }
    }
    expect(await shown.section.evaluate((s) => getComputedStyle(s).backgroundColor)).toBe(
      'rgb(220, 232, 245)',
    );

    await form.getByRole('button', { name: 'Zapisz i opublikuj' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('Sekcja zapisana.').first().waitFor();
    const row = page.getByTestId('section-row').filter({ hasText: name });
    await row.waitFor();

    // Published: what the home page asks for (GET /api/info-components?location=LONG_PAGE&language=pl).
    const published = await content.get<Section[]>('/api/info-components?location=LONG_PAGE&language=pl');
    const mine = published.find((s) => s.name === name);
    expect(mine?.section.columns.map((c) => c.elements.map((e) => e.type))).toEqual([
      ['H1', 'TEXT'],
      ['PHOTO', 'BUTTON'],
    ]);
    expect(wordsOf(mine as Section)).toContain(heading);

    // Its history shows the save, by whom.
    await row.getByRole('button', { name: `Historia sekcji ${name}` }).click();
    const history = page.getByTestId('section-history');
    await history.getByText('Wersja 1: zapis').waitFor();
    await history.getByText('Anna Nowak', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();

    // The same section in English, written in the editor's English version of the page.
    const englishHeading = unique('Retreats for families');
    await page.goto(`${web.urls.shell}/configurable-content-first?language=en`);
    await page.getByTestId('section-add').click();
    const english = page.getByTestId('section-form');
    await english.getByLabel('Nazwa sekcji').fill(`${name} (en)`);
    const englishLeft = english.getByTestId('column-editor').nth(0);
    await (await addElement(englishLeft, 0, 'H1')).getByLabel('Treść nagłówka').fill(englishHeading);
    const englishText = await addElement(englishLeft, 0, 'TEXT');
    await typeRichText(
      page,
      englishText.getByRole('textbox', { name: 'Tekst sformatowany' }),
      'Whole families are welcome.',
    );
    await english.getByRole('button', { name: 'Zapisz i opublikuj' }).click();
    await english.waitFor({ state: 'detached' });
    await page
      .getByTestId('section-row')
      .filter({ hasText: `${name} (en)` })
      .waitFor();

    // A visitor, not signed in, finds it on the home page: in Polish, then in English.
    const visitor = await browser.newContext();
    try {
      const home = await visitor.newPage();
      await home.goto(`${web.urls.shell}/`);
      const polish = home.getByRole('heading', { name: heading });
      await polish.waitFor();
      const section = home.locator('section').filter({ has: polish });
      await section.getByText('Zapraszamy całe rodziny.').waitFor();
      await section.getByRole('img', { name: 'Kaplica domu rekolekcyjnego' }).waitFor();
      expect(await section.getByRole('link', { name: 'Zapisz się' }).getAttribute('href')).toBe('/events');
      expect(await home.getByRole('heading', { name: englishHeading }).count()).toBe(0);

      await home.getByTestId('locale-menu').click();
      await home.locator('[role="menuitemradio"][lang="en"]').click();
      await home.getByRole('heading', { name: englishHeading }).waitFor();
      await home.getByText('Whole families are welcome.').waitFor();
      expect(await home.getByRole('heading', { name: heading }).count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('asks before closing an editor with unsaved changes, and shows a bad button address under its field', async () => {
    await page.goto(`${web.urls.shell}/configurable-content-blog?language=uk`);
    await page.getByTestId('section-add').click();
    const form = page.getByTestId('section-form');
    const button = await addElement(form.getByTestId('column-editor').first(), 0, 'BUTTON');
    await button.getByLabel('Napis na przycisku').fill('Kliknij');
    await button.getByLabel('Adres przycisku').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Zapisz i opublikuj' }).click();
    await button.getByText('Nieprawidłowy format.', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Zamknij' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Sekcja ma niezapisane zmiany.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Anuluj' }).click();
    await confirm.waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Zamknij' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Porzuć zmiany' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('restores an earlier text of a section from its history, asking first', async () => {
    const country = uniqueCountry();
    const name = unique('Blog');
    await content.saveSection({ location: 'BLOG', lang: 'de', country }, name, 'Erste Fassung');
    await page.goto(`${web.urls.shell}/configurable-content-blog?language=de&country=${country}`);
    const row = page.getByTestId('section-row').filter({ hasText: name });
    await row.getByText('Erste Fassung', { exact: false }).waitFor();

    // The editor saves a second text.
    await row.getByRole('button', { name: `Edytuj sekcję ${name}` }).click();
    const form = page.getByTestId('section-form');
    await typeRichText(page, form.getByRole('textbox', { name: 'Tekst sformatowany' }), 'Zweite Fassung');
    await form.getByRole('button', { name: 'Zapisz i opublikuj' }).click();
    await form.waitFor({ state: 'detached' });
    await row.getByText('Zweite Fassung', { exact: false }).waitFor();

    await row.getByRole('button', { name: `Historia sekcji ${name}` }).click();
    const history = page.getByTestId('section-history');
    await history.getByText('Wersja 2: zapis').waitFor();
    await history.locator('[data-version="1"]').getByRole('button', { name: 'Przywróć' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Sekcja wróci do wersji 1', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Przywróć' }).click();
    await history.getByText('Wersja 3: przywrócenie wersji 1').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();
    await row.getByText('Erste Fassung', { exact: false }).waitFor();

    const restored = (
      await content.get<Section[]>(`/api/info-components?location=BLOG&language=de&country=${country}`)
    ).find((s) => s.name === name);
    expect(wordsOf(restored as Section)).toContain('Erste Fassung');
  });

  it('reorders the sections of a page with the keyboard, and deletes one after asking', async () => {
    const country = uniqueCountry();
    const page_ = { location: 'FORMATION', lang: 'en', country };
    const [first, second] = [unique('First'), unique('Second')];
    await content.saveSection(page_, first, 'One');
    await content.saveSection(page_, second, 'Two');
    // The page of this country only (the query adds the sections shown in every country).
    const namesOnPage = async () =>
      (await content.get<Section[]>(`/api/info-components?location=FORMATION&language=en&country=${country}`))
        .filter((s) => s.country === country)
        .map((s) => s.name);
    await page.goto(`${web.urls.shell}/configurable-content-formation?language=en&country=${country}`);
    await page.getByTestId('section-row').filter({ hasText: second }).waitFor();
    expect(await page.getByTestId('section-row').count()).toBe(2);

    const handle = page.getByRole('button', { name: `Przesuń sekcję ${first}` });
    await handle.focus();
    // Each step waits for dnd-kit (its keyboard sensor listens from the next tick).
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
    const over = page.getByText('Nad miejscem 2.');
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowDown');
        return over.count();
      })
      .toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await page.getByText('Upuszczono na miejscu 2.').waitFor({ state: 'attached' });
    await expect.poll(namesOnPage).toEqual([second, first]);
    await page.reload();
    await page.getByTestId('section-row').first().filter({ hasText: second }).waitFor();
    await page.getByTestId('section-row').nth(1).filter({ hasText: first }).waitFor();

    await page.getByRole('button', { name: `Usuń sekcję ${first}` }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`Sekcja ${first} zniknie ze strony.`).waitFor();
    await confirm.getByRole('button', { name: 'Usuń' }).click();
    await page.getByTestId('section-row').filter({ hasText: first }).waitFor({ state: 'detached' });
    await expect.poll(namesOnPage).toEqual([second]);
  });

  it('adds a written testimony with the rich editor and a video one by its address', async () => {
    const [writer, filmmaker] = [unique('Maria'), unique('Jan')];
    await page.goto(`${web.urls.shell}/config-testimonies`);
    await page.getByTestId('testimonies-page').waitFor();

    await page.getByTestId('testimony-add').click();
    let form = page.getByTestId('testimony-form');
    await form.getByLabel('Autor').fill(writer);
    await typeRichText(page, form.getByRole('textbox', { name: 'Tekst świadectwa' }), 'Bóg mnie tu znalazł.');
    // The editor's image button uploads to the file store and puts the image in the text.
    await form.locator('input[type="file"][data-testid$="-image-input"]').setInputFiles({
      name: 'spotkanie.png',
      mimeType: 'image/png',
      buffer: await photo('png', 120, 80),
    });
    await form
      .getByRole('textbox', { name: 'Tekst świadectwa' })
      .locator('img[src^="/api/image/"]')
      .waitFor();
    await form.getByLabel('Kraj').fill('POL');
    await form.getByRole('switch', { name: 'Na stronie głównej' }).check();
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByTestId('testimony-add').click();
    form = page.getByTestId('testimony-form');
    await form.getByLabel('Rodzaj').selectOption('VIDEO');
    await form.getByLabel('Autor').fill(filmmaker);
    // A video's content is an address: the contract refuses anything else before it is sent.
    await form.getByLabel('Adres filmu').fill('nie adres');
    await form.getByLabel('Kraj').fill('DEU');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.getByLabel('Adres filmu').fill('https://video.example/watch?v=cenacle');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.waitFor({ state: 'detached' });

    const written = page.getByTestId('testimony-row').filter({ hasText: writer });
    await written.getByText('Bóg mnie tu znalazł.').waitFor();
    expect(await written.getAttribute('data-type')).toBe('TEXT');
    const video = page.getByTestId('testimony-row').filter({ hasText: filmmaker });
    await video.getByText('https://video.example/watch?v=cenacle').waitFor();
    expect(await video.getAttribute('data-type')).toBe('VIDEO');
    const onMain = await content.get<{ author: string; content: string }[]>('/api/testimonies?mainPage=true');
    expect(onMain.map((t) => t.author)).toContain(writer);
    // Kept by the server's sanitizer: an image of our own file store, with its text alternative.
    expect(onMain.find((t) => t.author === writer)?.content).toMatch(
      /<img src="\/api\/image\/[0-9a-f-]{36}" alt="spotkanie"/,
    );
    expect(onMain.map((t) => t.author)).not.toContain(filmmaker);
  });

  it('adds an about-us entry at /config/about-us, which is not the mail account page of /config', async () => {
    const title = unique('Who we are');
    await page.goto(`${web.urls.shell}/config/about-us`);
    await page.getByTestId('about-us-page').waitFor();
    await page.getByTestId('about-us-add').click();
    const form = page.getByTestId('about-us-form');
    await form.getByLabel('Tytuł').fill(title);
    await form.getByLabel('Język').selectOption('en');
    await typeRichText(page, form.getByRole('textbox', { name: 'Treść' }), 'A community of prayer.');
    await form.getByRole('switch', { name: 'Główny' }).check();
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.waitFor({ state: 'detached' });
    const row = page.getByTestId('about-us-row').filter({ hasText: title });
    await row.getByText('A community of prayer.').waitFor();
    const main = await content.get<{ title: string }[]>('/api/about-us?main=true&language=en');
    expect(main.map((e) => e.title)).toContain(title);
  });

  it("edits the selected branch's page beside its contact box", async () => {
    const heading = unique('Nasza wspólnota');
    await page.goto(`${web.urls.shell}/branch-cms`);
    await page.getByTestId('branch-contact').getByText('Kontakt').first().waitFor();
    const branchId = await page.locator('#branch-choice').inputValue();
    await page.getByTestId('section-add').click();
    const form = page.getByTestId('section-form');
    await form.locator('#section-columns').selectOption('1');
    expect(await form.getByTestId('column-editor').count()).toBe(1);
    await (await addElement(form.getByTestId('column-editor'), 0, 'H2'))
      .getByLabel('Treść nagłówka')
      .fill(heading);
    await form.getByRole('button', { name: 'Zapisz i opublikuj' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('section-row').filter({ hasText: heading }).waitFor();
    const sections = await content.get<Section[]>(
      `/api/info-components?location=BRANCH&language=pl&branch=${branchId}`,
    );
    expect(sections.some((s) => wordsOf(s).includes(heading))).toBe(true);
  });

  it('shows a servant the 403 page on the CMS pages', async () => {
    const servant = await browser.newContext();
    await signInContext(servant, web.urls.shell, SERVANT);
    const servantPage = await servant.newPage();
    for (const path of [
      '/configurable-contents',
      '/configurable-content-first',
      '/config/about-us',
      '/info-components',
    ]) {
      await servantPage.goto(`${web.urls.shell}${path}`);
      await servantPage.getByTestId('forbidden-page').getByText('Brak dostępu').waitFor();
    }
    // The server refuses too.
    const token = (await servant.cookies(web.urls.shell)).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const refused = await servant.request.delete(`${web.urls.shell}/api/info-component/${randomUUID()}`, {
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
    });
    expect(refused.status()).toBe(403);
    await servant.close();
  });
});
