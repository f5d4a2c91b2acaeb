import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Drags by pointer from one element's centre to another's, in small steps as a hand does. */
export async function dragByPointer(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('Nothing to drag, or nowhere to drop');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await expect.poll(() => to.getAttribute('data-over')).toBe('true');
  await page.mouse.up();
}

/** The drop place under the dragged item now (its `data-zone`), or null. */
const overZone = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('[data-testid="drop-zone"][data-over="true"]')?.getAttribute('data-zone') ??
      null,
  );

/**
 * Drags by keyboard: Space picks the item up, arrows walk the drop places, Space drops it. Each arrow
 * waits until the place under the item has changed (a press before dnd-kit's listener is attached is
 * lost, and a busy page draws late), so no place is walked past unseen.
 */
export async function dragByKeyboard(page: Page, chip: Locator, target: Locator): Promise<void> {
  const wanted = await target.getAttribute('data-zone');
  await chip.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
  for (let step = 0; step < 60 && (await overZone(page)) !== wanted; step++) {
    const before = await overZone(page);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => overZone(page), { timeout: 2_000 })
      .not.toBe(before)
      .catch(() => undefined);
  }
  expect(await overZone(page)).toBe(wanted);
  await page.keyboard.press('Space');
}
