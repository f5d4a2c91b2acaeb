import type { DeskAction, DeskActionResult, DeskRoster } from '@cenacle/shared-domain/desk/contracts';
import { DESK_ROSTER_MAX_AGE_HOURS } from '@cenacle/shared-domain/desk/rules';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** An action taken on this device and not yet answered by the server, in the order it was taken. */
export interface QueuedAction {
  /** Assigned by IndexedDB on enqueue: the order actions are sent in. */
  readonly seq?: number;
  readonly sessionId: string;
  /** Who took it: only they send it (a desk shared between two staff never sends one's as the other's). */
  readonly accountId: string;
  readonly action: DeskAction;
}

/** An action the server refused, kept on the device until the person at the desk dismisses it. */
export interface RefusedAction {
  readonly sessionId: string;
  readonly accountId: string;
  readonly action: DeskAction;
  readonly error: DeskActionResult['error'];
  readonly refusedAt: string;
}

export interface CachedRoster {
  readonly sessionId: string;
  readonly accountId: string;
  /** When the device stored it (its own clock): the roster is dropped DESK_ROSTER_MAX_AGE_HOURS later. */
  readonly savedAt: string;
  readonly roster: DeskRoster;
}

interface DeskDb extends DBSchema {
  rosters: { key: string; value: CachedRoster };
  queue: { key: number; value: QueuedAction; indexes: { bySession: string } };
  refused: { key: string; value: RefusedAction; indexes: { bySession: string } };
}

export const DESK_DB_NAME = 'cenacle-desk';
const MAX_AGE_MS = DESK_ROSTER_MAX_AGE_HOURS * 3600_000;

let opened: Promise<IDBPDatabase<DeskDb>> | null = null;

function db(): Promise<IDBPDatabase<DeskDb>> {
  opened ??= openDB<DeskDb>(DESK_DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('rosters', { keyPath: 'sessionId' });
      database
        .createObjectStore('queue', { keyPath: 'seq', autoIncrement: true })
        .createIndex('bySession', 'sessionId');
      database
        .createObjectStore('refused', { keyPath: 'action.commandId' })
        .createIndex('bySession', 'sessionId');
    },
    // Another tab upgrades the database: let it, and open again on the next call.
    blocking() {
      void opened?.then((d) => d.close());
      opened = null;
    },
  });
  return opened;
}

/** Closes the connection (tests delete the database between cases). */
export async function closeDeskDb(): Promise<void> {
  const current = opened;
  opened = null;
  if (current) (await current).close();
}

const expired = (cached: CachedRoster, now: Date) => now.getTime() - Date.parse(cached.savedAt) > MAX_AGE_MS;

export async function saveRoster(accountId: string, roster: DeskRoster, now = new Date()): Promise<void> {
  await (await db()).put('rosters', {
    sessionId: roster.session.id,
    accountId,
    savedAt: now.toISOString(),
    roster,
  });
}

/** The roster kept for this session and account, unless it is too old (then it is dropped). */
export async function loadRoster(
  sessionId: string,
  accountId: string,
  now = new Date(),
): Promise<CachedRoster | null> {
  const database = await db();
  const cached = await database.get('rosters', sessionId);
  if (!cached) return null;
  if (cached.accountId !== accountId || expired(cached, now)) {
    await database.delete('rosters', sessionId);
    return null;
  }
  return cached;
}

/** Drops every roster older than DESK_ROSTER_MAX_AGE_HOURS; answers how many went. */
export async function dropExpiredRosters(now = new Date()): Promise<number> {
  const tx = (await db()).transaction('rosters', 'readwrite');
  let dropped = 0;
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (expired(cursor.value, now)) {
      await cursor.delete();
      dropped++;
    }
  }
  await tx.done;
  return dropped;
}

/**
 * Sign-out: every roster goes (the personal data). Waiting actions stay: they carry ids and amounts,
 * no names, and are sent when the same account signs in again on this device (decision 023).
 */
export async function wipeRosters(): Promise<void> {
  await (await db()).clear('rosters');
}

export async function enqueue(entry: QueuedAction): Promise<number> {
  return (await db()).add('queue', entry);
}

/** This account's waiting actions for the session, oldest first. */
export async function pendingActions(sessionId: string, accountId: string): Promise<QueuedAction[]> {
  const all = await (await db()).getAllFromIndex('queue', 'bySession', sessionId);
  return all.filter((entry) => entry.accountId === accountId).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/**
 * Settles what the server answered, in one transaction: accepted actions leave the queue, refused
 * ones move to the refused list.
 */
export async function settle(
  accepted: readonly number[],
  refused: readonly { readonly seq: number; readonly item: RefusedAction }[],
): Promise<void> {
  const tx = (await db()).transaction(['queue', 'refused'], 'readwrite');
  await Promise.all([
    ...accepted.map((seq) => tx.objectStore('queue').delete(seq)),
    ...refused.flatMap(({ seq, item }) => [
      tx.objectStore('queue').delete(seq),
      tx.objectStore('refused').put(item),
    ]),
    tx.done,
  ]);
}

export async function refusedActions(sessionId: string, accountId: string): Promise<RefusedAction[]> {
  const all = await (await db()).getAllFromIndex('refused', 'bySession', sessionId);
  return all
    .filter((item) => item.accountId === accountId)
    .sort((a, b) => a.action.madeAt.localeCompare(b.action.madeAt));
}

/** The person at the desk has seen what happened to a refused action. */
export async function dismissRefused(commandId: string): Promise<void> {
  await (await db()).delete('refused', commandId);
}
