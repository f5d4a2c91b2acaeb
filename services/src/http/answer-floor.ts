import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until `floorMs` have passed since `startedAt` (a `performance.now()` reading), at once if they
 * have. A route whose answer must not tell two cases apart by its timing (an address that has an
 * account or not) answers no sooner than a floor above what either path takes.
 */
export async function notBefore(startedAt: number, floorMs: number): Promise<void> {
  const left = startedAt + floorMs - performance.now();
  if (left > 0) await sleep(left);
}
