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

/** Drags by keyboard: Space picks the servant up, arrows walk the drop places, Space drops him. */
export async function dragByKeyboard(page: Page, chip: Locator, target: Locator): Promise<void> {
  await chip.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
  // A press before dnd-kit's listener is attached is lost: press until the target is under him.
  await expect
    .poll(async () => {
      await page.keyboard.press('ArrowRight');
      return target.getAttribute('data-over');
    })
    .toBe('true');
  await page.keyboard.press('Space');
}
