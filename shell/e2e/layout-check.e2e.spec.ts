import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { checkLayout, type LayoutFinding } from './support/layout-check.ts';

/**
 * The layout check of issue 24 §7 on crafted pages: each fault the issue names is found, and the
 * same page laid out well (ellipsis, spacing, room to wrap, text for screen readers) passes.
 */
describe('The layout check', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function check(body: string): Promise<LayoutFinding[]> {
    await page.setContent(
      `<!doctype html><html><head><style>body{font:14px sans-serif;margin:8px}
       table{table-layout:fixed;width:400px;border-collapse:collapse} td,th{padding:4px}
       .sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style></head>
       <body>${body}</body></html>`,
    );
    return checkLayout(page);
  }
  const kinds = (found: readonly LayoutFinding[]) => found.map((f) => f.kind).sort();

  it('finds an e-mail running over the next column, and not one that wraps in its cell', async () => {
    const row = (style: string) =>
      `<table><tr><td>Anna</td><td data-testid="mail" style="${style}">anna.maria.konstantynopolitanczykowna@cenacle.example</td><td>II</td></tr></table>`;
    const found = await check(row(''));
    expect(found).toContainEqual(
      expect.objectContaining({ kind: 'spills', text: expect.stringContaining('anna.maria') }),
    );
    expect(found[0]?.selector).toContain('data-testid="mail"');
    expect(await check(row('overflow-wrap:anywhere'))).toEqual([]);
  });

  it('finds text cut off without an ellipsis, and leaves an ellipsis and screen-reader text alone', async () => {
    const box = (extra: string) =>
      `<div style="width:120px;overflow:hidden;white-space:nowrap;${extra}">Odpowiedzialny za nagłośnienie w kaplicy</div>`;
    expect(kinds(await check(box('')))).toEqual(['clipped']);
    expect(await check(box('text-overflow:ellipsis'))).toEqual([]);
    expect(await check('<h1>Uczestnicy<span class="sr">sesji letniej w Zakopanem</span></h1>')).toEqual([]);
  });

  it('finds a title broken mid-word, and not one wrapped between words', async () => {
    const title = (style: string, text: string) =>
      `<div style="width:90px"><h3 style="${style}">${text}</h3></div>`;
    const found = await check(title('overflow-wrap:anywhere', 'Odpowiedzialność'));
    expect(found).toContainEqual(
      expect.objectContaining({ kind: 'broken-word', text: expect.stringContaining('Odpowiedzialność') }),
    );
    expect(await check(title('', 'Kuchnia i jadalnia'))).toEqual([]);
  });

  it('finds the buttons of a row falling onto a second line, and not buttons side by side', async () => {
    const row = (width: string) =>
      `<table style="width:${width}"><tr><td>Rozmowa o modlitwie</td><td><button>Edytuj</button> <button>Usuń</button></td></tr></table>`;
    expect(kinds(await check(row('150px')))).toContain('wrapped-controls');
    expect(await check(row('400px'))).toEqual([]);
  });

  it('finds a toast over the page title, and not one beside it', async () => {
    const page = (top: string) =>
      `<h1 style="margin:40px 0 0 0">Konferencje</h1><div style="position:fixed;top:${top};left:8px;width:300px">Zapisano konferencję</div>`;
    expect(kinds(await check(page('30px')))).toEqual(['covers']);
    expect(await check(page('120px'))).toEqual([]);
  });

  it('finds headings glued together, and not headings with space between', async () => {
    const pair = (gap: string) =>
      `<div style="display:flex;flex-direction:column;gap:${gap}"><h1 style="margin:0">Sesja letnia</h1><h2 style="margin:0">Uczestnicy</h2></div>`;
    expect(kinds(await check(pair('0')))).toEqual(['glued']);
    expect(await check(pair('12px'))).toEqual([]);
    const inline = (display: string) =>
      `<section><h1 style="display:${display}">Dzienniki</h1><p style="display:inline">Poziomy dzienników procesu API.</p></section>`;
    expect(kinds(await check(inline('inline')))).toContain('glued');
    expect(await check(inline('block'))).toEqual([]);
  });

  it('finds boxes of one row laid over each other', async () => {
    const pair = (margin: string) =>
      `<div style="display:flex"><span style="width:150px">Poziom</span><span style="margin-left:${margin}">Status zgłoszenia</span></div>`;
    expect(kinds(await check(pair('-60px')))).toEqual(['overlap']);
    expect(await check(pair('8px'))).toEqual([]);
  });

  it('finds text running off a narrow window, and not text inside a scrolling box', async () => {
    await page.setViewportSize({ width: 390, height: 700 });
    try {
      const wide = (overflow: string) =>
        `<div style="overflow-x:${overflow}"><div style="width:700px;white-space:nowrap">Zestawienie wpłat według kategorii, dni i osób, które wpłaciły w gotówce</div></div>`;
      expect(kinds(await check(wide('visible')))).toContain('spills');
      expect(await check(wide('auto'))).toEqual([]);
      const picker = (width: string) =>
        `<label>Sesja <select style="width:${width}"><option>Lato 2044 · 1 lipca – 7 lipca · Cenacle Kraków</option></select></label>`;
      expect(kinds(await check(picker('600px')))).toEqual(['spills']);
      expect(await check(picker('300px'))).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1024, height: 768 });
    }
  });
});
