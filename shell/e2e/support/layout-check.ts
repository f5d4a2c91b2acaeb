import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './paths.ts';

/**
 * Issue 24 §7: a page's layout read in the browser, for what a person sees as broken.
 * - `clipped`: text cut off by a box that hides its overflow, where no ellipsis says so.
 * - `spills`: text running out of its table cell, grid or flex item into its neighbour, or off the
 *   window's right edge (outside any scrolling box).
 * - `overlap`: two boxes laid side by side in the flow whose areas intersect.
 * - `covers`: a floating layer (a toast, a fixed bar) over the page's title.
 * - `broken-word`: a word of letters split across two lines (`overflow-wrap: anywhere`,
 *   `word-break: break-all`), not at a hyphen.
 * - `glued`: a heading with a heading right after it (below or beside) and no space between, or a
 *   heading drawn inline, on one line with the text around it.
 * - `wrapped-controls`: the buttons of a table cell falling onto two lines (the row doubles).
 * Text only screen readers get (a 1 px clipped box) is left alone.
 */
export type LayoutKind =
  | 'clipped'
  | 'spills'
  | 'overlap'
  | 'covers'
  | 'broken-word'
  | 'glued'
  | 'wrapped-controls';

export interface LayoutFinding {
  readonly kind: LayoutKind;
  readonly selector: string;
  readonly text: string;
}

/** Where the screenshots go (git-ignored), for a person to look at. */
export const SCREENSHOT_DIR = join(REPO_ROOT, 'shell/e2e/.work/screenshots');

/** A full-page screenshot named after what it shows, e.g. `pl-1440-planning-participants.png`. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = join(SCREENSHOT_DIR, `${name.replace(/[^a-zA-Z0-9-]+/g, '-').replace(/^-|-$/g, '')}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** One finding as a line of a failure message. */
export function describeFinding(where: string, f: LayoutFinding): string {
  return `${where}: ${f.kind} ${f.selector} «${f.text}»`;
}

/** Reads the page's layout; the function runs in the page, so it brings everything it uses. */
export function checkLayout(page: Page): Promise<LayoutFinding[]> {
  return page.evaluate(inPage);
}

function inPage(): LayoutFinding[] {
  const found: LayoutFinding[] = [];
  const seen = new Set<string>();
  const SLACK = 2;
  const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
  const viewport = document.documentElement.clientWidth;

  const label = (el: Element): string => {
    const parts: string[] = [];
    for (let at: Element | null = el; at && at !== document.body && parts.length < 4; at = at.parentElement) {
      const testId = at.getAttribute('data-testid');
      const fluent = [...at.classList].find((c) => c.startsWith('fui-') && !c.includes('__'));
      const part = `${at.tagName.toLowerCase()}${testId ? `[data-testid="${testId}"]` : ''}${fluent ? `.${fluent}` : ''}`;
      parts.unshift(part);
      if (testId) break;
    }
    return parts.join(' > ');
  };
  const add = (kind: LayoutKind, el: Element, text: string) => {
    const selector = label(el);
    const clean = text.replace(/\s+/g, ' ').trim().slice(0, 80);
    const key = `${kind}|${selector}|${clean}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ kind, selector, text: clean });
  };
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const style = (el: Element) => getComputedStyle(el);
  /** Screen-reader-only text, off-screen skip links, machine text: not the layout's business. */
  const ignored = (el: Element): boolean => {
    if (el.closest('script, style, noscript, svg')) return true;
    for (let at: Element | null = el; at; at = at.parentElement) {
      const s = style(at);
      const r = at.getBoundingClientRect();
      if (s.clip !== 'auto' || s.clipPath.startsWith('inset(50%') || s.clipPath.startsWith('inset(100%'))
        return true;
      if ((r.width <= 1 || r.height <= 1) && s.overflow !== 'visible') return true;
      if (r.right <= 0 || r.bottom + window.scrollY <= 0) return true;
    }
    return false;
  };
  const ownText = (el: Element): Text[] =>
    [...el.childNodes].filter((n): n is Text => n.nodeType === Node.TEXT_NODE && !!n.nodeValue?.trim());
  const rectsOf = (node: Node, start?: number, end?: number): DOMRect[] => {
    const range = document.createRange();
    if (start === undefined) range.selectNodeContents(node);
    else {
      range.setStart(node, start);
      range.setEnd(node, end ?? start);
    }
    return [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  };
  const union = (rects: DOMRect[]) => ({
    left: Math.min(...rects.map((r) => r.left)),
    right: Math.max(...rects.map((r) => r.right)),
    top: Math.min(...rects.map((r) => r.top)),
    bottom: Math.max(...rects.map((r) => r.bottom)),
  });
  const scrolls = (s: CSSStyleDeclaration) =>
    ['auto', 'scroll'].includes(s.overflowX) || ['auto', 'scroll'].includes(s.overflowY);
  const intersect = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > SLACK &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > SLACK;

  const textElements = [...document.body.querySelectorAll('*')].filter(
    (el) => ownText(el).length > 0 && shown(el) && !ignored(el),
  );

  for (const el of textElements) {
    const nodes = ownText(el);
    const rects = nodes.flatMap((n) => rectsOf(n));
    if (rects.length === 0) continue;
    const box = union(rects);
    const text = nodes.map((n) => n.nodeValue).join(' ');
    const own = style(el);
    const ellipsis = own.textOverflow === 'ellipsis' || own.webkitLineClamp !== 'none';

    // Clipped: a box on the way up hides what runs past it.
    let cell: Element | null = null;
    let scrolling = false;
    for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
      const s = style(at);
      if (scrolls(s)) {
        scrolling = true;
        break;
      }
      const r = at.getBoundingClientRect();
      const hidesX = s.overflowX === 'hidden' || s.overflowX === 'clip';
      const hidesY = s.overflowY === 'hidden' || s.overflowY === 'clip';
      const intended = ellipsis || s.textOverflow === 'ellipsis' || s.webkitLineClamp !== 'none';
      if (!intended && hidesX && (box.right > r.right + SLACK || box.left < r.left - SLACK)) {
        add('clipped', el, text);
        break;
      }
      if (!intended && hidesY && (box.bottom > r.bottom + SLACK || box.top < r.top - SLACK)) {
        add('clipped', el, text);
        break;
      }
      if (hidesX || hidesY) break;
      const parent = at.parentElement ? style(at.parentElement).display : '';
      if (!cell && (s.display === 'table-cell' || /grid|flex/.test(parent))) cell = at;
    }
    // Spills: out of its cell or item (inside a scrolling box too), or off the window's edge.
    for (let at = el.parentElement; at && !scrolling; at = at.parentElement) scrolling = scrolls(style(at));
    if (cell) {
      const r = cell.getBoundingClientRect();
      if (box.right > r.right + SLACK || box.left < r.left - SLACK) add('spills', el, text);
    }
    if (!scrolling && box.right > viewport + SLACK) add('spills', el, text);

    // Broken words: a whitespace-separated word of letters on two lines (machine text, marked
    // `translate="no"`, may break anywhere).
    for (const node of el.closest('[translate="no"]') ? [] : nodes) {
      if (rectsOf(node).length < 2) continue;
      for (const match of (node.nodeValue ?? '').matchAll(/\S+/g)) {
        const word = match[0].replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
        if (word.length < 2 || !/^[\p{L}\p{M}]+$/u.test(word)) continue;
        const start = match.index + match[0].indexOf(word);
        const lines = new Set(rectsOf(node, start, start + word.length).map((r) => Math.round(r.top)));
        if (lines.size > 1 && own.hyphens !== 'auto') add('broken-word', el, `${word} in ${text}`);
      }
    }
  }

  // A page wider than the window: the outermost boxes that reach past its right edge, outside any
  // scrolling box (a phone would scroll the whole page sideways).
  if (document.documentElement.scrollWidth > viewport + SLACK)
    for (const el of document.body.querySelectorAll('*')) {
      const parent = el.parentElement;
      if (!parent || !shown(el) || ignored(el) || el.getBoundingClientRect().right <= viewport + SLACK)
        continue;
      if (parent !== document.body && parent.getBoundingClientRect().right > viewport + SLACK) continue;
      let scrolled = false;
      for (let at: Element | null = parent; at && at !== document.body; at = at.parentElement)
        if (scrolls(style(at))) scrolled = true;
      if (!scrolled) add('spills', el, `wider than the window: ${el.textContent ?? ''}`);
    }

  // Glued headings, and floating layers over the page's title.
  const headings = [...document.querySelectorAll(HEADINGS)].filter((h) => shown(h) && !ignored(h));
  const sameLine = (a: DOMRect, b: DOMRect) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > SLACK;
  for (const h of headings) {
    // A heading drawn inline (a Fluent text used `as` a heading without `block`) runs into its text.
    if (style(h).display === 'inline')
      for (const near of [h.previousSibling, h.nextSibling]) {
        if (!near) continue;
        const nearRects =
          near instanceof Element ? (shown(near) ? [...near.getClientRects()] : []) : rectsOf(near);
        if (nearRects.some((r) => [...h.getClientRects()].some((q) => sameLine(q, r))))
          add('glued', h, `${h.textContent ?? ''} | ${near.textContent ?? ''}`);
      }
    const next = h.nextElementSibling;
    if (!next || !shown(next)) continue;
    const second = next.matches(HEADINGS)
      ? next
      : next.firstElementChild?.matches(HEADINGS)
        ? next.firstElementChild
        : null;
    if (!second || !shown(second)) continue;
    const a = h.getBoundingClientRect();
    const b = second.getBoundingClientRect();
    const below = b.top >= a.bottom - SLACK;
    const beside = !below && b.left >= a.right - SLACK;
    if ((below && b.top - a.bottom < 4) || (beside && b.left - a.right < 4))
      add('glued', second, `${h.textContent ?? ''} | ${second.textContent ?? ''}`);
  }
  const titles = headings.filter((h) => h.matches('h1, [role="heading"][aria-level="1"]'));
  const layers = [...document.body.querySelectorAll('*')].filter((el) => {
    const s = style(el);
    if (s.position !== 'fixed' && s.position !== 'absolute') return false;
    if (
      el.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"]')
    )
      return false;
    return shown(el) && (el.textContent ?? '').trim() !== '' && !ignored(el);
  });
  for (const layer of layers) {
    const r = layer.getBoundingClientRect();
    for (const title of titles)
      if (!layer.contains(title) && !title.contains(layer) && intersect(r, title.getBoundingClientRect()))
        add('covers', layer, `${layer.textContent ?? ''} over ${title.textContent ?? ''}`);
  }

  // Overlap: boxes in the flow of one parent that intersect.
  for (const parent of document.body.querySelectorAll('*')) {
    const children = [...parent.children].filter((c) => {
      const s = style(c);
      return s.position !== 'absolute' && s.position !== 'fixed' && shown(c) && !ignored(c);
    });
    if (children.length < 2 || children.length > 60) continue;
    const boxes = children.map((c) => c.getBoundingClientRect());
    for (let i = 0; i < children.length; i += 1)
      for (let j = i + 1; j < children.length; j += 1) {
        const a = boxes[i];
        const b = boxes[j];
        const c = children[j];
        if (a && b && c && a.width > 0 && b.width > 0 && intersect(a, b))
          add('overlap', c, `${children[i]?.textContent ?? ''} | ${c.textContent ?? ''}`);
      }
  }

  // Buttons of one table cell on two lines.
  for (const cell of document.querySelectorAll('td, [role="cell"], [role="gridcell"]')) {
    const buttons = [...cell.querySelectorAll('button, a[role="button"]')].filter(shown);
    const boxes = buttons.map((b) => b.getBoundingClientRect());
    const tops = boxes.map((b) => b.top);
    const lowest = Math.min(...boxes.map((b) => b.height));
    if (
      buttons.length > 1 &&
      Math.max(...tops) - Math.min(...tops) > lowest / 2 &&
      style(cell).flexDirection !== 'column'
    )
      add(
        'wrapped-controls',
        cell,
        buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent).join(' | '),
      );
  }
  return found;
}
