import type { DeskAction } from '@cenacle/shared-domain/desk/contracts';
import { createStore } from 'zustand/vanilla';
import { sendActions } from '../api/desk.api.ts';
import {
  dismissRefused,
  enqueue,
  pendingActions,
  type QueuedAction,
  type RefusedAction,
  refusedActions,
} from './desk-db.ts';
import { type SyncResult, syncQueue } from './sync.ts';

/**
 * What the screen shows of this device's queue (UI state: the queue itself lives in IndexedDB, and
 * this is reread from it after every change).
 */
export interface DeskQueueState {
  readonly sessionId: string | null;
  readonly accountId: string | null;
  readonly pending: readonly QueuedAction[];
  readonly refused: readonly RefusedAction[];
  readonly syncing: boolean;
  readonly lastSync: SyncResult | null;
  /** Syncs in a row that got no answer: the next attempt waits longer (backoff). */
  readonly failures: number;
  /** The newest position a sync answered: the roster's reload asks the read models to reach it. */
  readonly position: string | null;
}

export const deskQueue = createStore<DeskQueueState>(() => ({
  sessionId: null,
  accountId: null,
  pending: [],
  refused: [],
  syncing: false,
  lastSync: null,
  failures: 0,
  position: null,
}));

async function reread(sessionId: string, accountId: string): Promise<void> {
  const [pending, refused] = await Promise.all([
    pendingActions(sessionId, accountId),
    refusedActions(sessionId, accountId),
  ]);
  const current = deskQueue.getState();
  if (current.sessionId === sessionId && current.accountId === accountId)
    deskQueue.setState({ pending, refused });
}

/** The desk opened a session: show that session's queue for the signed-in account. */
export async function openQueue(sessionId: string, accountId: string): Promise<void> {
  const current = deskQueue.getState();
  if (current.sessionId !== sessionId || current.accountId !== accountId)
    deskQueue.setState({ sessionId, accountId, pending: [], refused: [], lastSync: null, failures: 0 });
  await reread(sessionId, accountId);
}

/** An action taken at the desk: stored first (it survives a reload or a flat battery), then shown. */
export async function takeAction(sessionId: string, accountId: string, action: DeskAction): Promise<void> {
  await enqueue({ sessionId, accountId, action });
  await reread(sessionId, accountId);
}

let running: Promise<SyncResult> | null = null;

/** Sends the queue now unless a sync is already running (then answers that one). */
export function syncNow(sessionId: string, accountId: string): Promise<SyncResult> {
  running ??= (async () => {
    deskQueue.setState({ syncing: true });
    try {
      const result = await syncQueue(sessionId, accountId, sendActions);
      deskQueue.setState((s) => ({
        lastSync: result,
        failures: result.stoppedBy === 'offline' ? s.failures + 1 : 0,
        position: result.position ?? s.position,
      }));
      return result;
    } finally {
      await reread(sessionId, accountId).catch(() => undefined);
      deskQueue.setState({ syncing: false });
      running = null;
    }
  })();
  return running;
}

export async function dismiss(sessionId: string, accountId: string, commandId: string): Promise<void> {
  await dismissRefused(commandId);
  await reread(sessionId, accountId);
}
