import { setTimeout as sleep } from 'node:timers/promises';
import { comparePositions, type EventStore, type Position } from '../eventstore/port.ts';
import type { FileStore } from './port.ts';

/** Files looked at per sweep, and events read per page of the log. */
const CANDIDATES_PER_SWEEP = 1_000;
const EVENTS_PER_PAGE = 1_000;
/** How long a sweep waits for the log's end to become readable before it leaves everything for the next. */
const LOG_WAIT_MS = 30_000;
const LOG_POLL_MS = 20;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export interface CollectOptions {
  readonly events: EventStore;
  readonly files: FileStore;
  readonly now: Date;
  /** How long an upload may wait for the save that names it (`UNREFERENCED_FILE_GRACE`). */
  readonly graceMs: number;
}

/**
 * Removes uploads no event names, once older than the grace period (decision 019): an upload is
 * made before the save that uses it, and one never saved (an abandoned form, a replaced photo
 * picked but not kept) would otherwise stay forever, readable by its id. A file counts as
 * referenced when its id appears anywhere in any event's data (an avatar's `fileId`, a conference
 * file, a CMS photo, an `/api/image/<id>` inside rich text, a testimony): a file once named stays,
 * as the log that names it does (erasure removes files through its own path). Answers the ids removed.
 */
export async function collectUnreferencedFiles(options: CollectOptions): Promise<string[]> {
  const cutoff = new Date(options.now.getTime() - options.graceMs);
  const candidates = new Set(await options.files.uploadedBefore(cutoff, CANDIDATES_PER_SWEEP));
  if (candidates.size === 0) return [];
  // Every event committed by now must be read, also those `readAll` may not reach yet while an
  // older transaction is still open: a save naming a file just before the sweep keeps it.
  const end = await options.events.endPosition();
  const giveUpAt = Date.now() + LOG_WAIT_MS;
  let after: Position | undefined;
  for (;;) {
    const page = await options.events.readAll({ ...(after ? { after } : {}), maxCount: EVENTS_PER_PAGE });
    for (const event of page) {
      for (const id of JSON.stringify(event.data).match(UUID) ?? []) candidates.delete(id.toLowerCase());
    }
    after = page.at(-1)?.position ?? after;
    if (candidates.size === 0) return [];
    const readToEnd = end === null || (after !== undefined && comparePositions(after, end) >= 0);
    if (readToEnd) break;
    if (page.length < EVENTS_PER_PAGE) {
      // The log's end is not readable yet: wait for the open transactions, or sweep another time.
      if (Date.now() > giveUpAt) return [];
      await sleep(LOG_POLL_MS);
    }
  }
  const removed: string[] = [];
  for (const id of candidates) if (await options.files.delete(id)) removed.push(id);
  return removed;
}
