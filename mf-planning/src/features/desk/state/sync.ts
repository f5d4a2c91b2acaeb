import type { DeskAction, DeskSyncResponse } from '@cenacle/shared-domain/desk/contracts';
import { DESK_MAX_BATCH } from '@cenacle/shared-domain/desk/rules';
import { pendingActions, type QueuedAction, type RefusedAction, settle } from './desk-db.ts';

/** Sends one batch to `POST /api/desk/{sessionId}/actions`. */
export type SendBatch = (sessionId: string, actions: readonly DeskAction[]) => Promise<DeskSyncResponse>;

export interface SyncResult {
  readonly sent: number;
  readonly applied: number;
  readonly duplicate: number;
  readonly refused: number;
  /** The newest log position the server answered: the roster's reload waits for it. */
  readonly position: string | null;
  /**
   * Why sending stopped with actions still waiting: `offline` (no answer: network, timeout, server
   * down), `denied` (401/403: signed out or no longer staff of the branch), or null when the queue
   * is empty or only holds actions taken during the sync.
   */
  readonly stoppedBy: 'offline' | 'denied' | null;
}

const statusOf = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
};

/** A whole batch the server refused to read (400): each of its actions is shown as refused. */
function refusedBatch(batch: readonly QueuedAction[], error: unknown, now: Date) {
  const key = (error as { messageKey?: unknown }).messageKey;
  return batch.map((entry) => ({
    seq: entry.seq as number,
    item: {
      sessionId: entry.sessionId,
      accountId: entry.accountId,
      action: entry.action,
      error: { code: 'Invalid', key: typeof key === 'string' ? key : 'error.validation' },
      refusedAt: now.toISOString(),
    } satisfies RefusedAction,
  }));
}

/**
 * Sends this account's waiting actions for a session, oldest first, DESK_MAX_BATCH at a time, each
 * batch after the previous one was answered. `applied` and `duplicate` (the server had it already:
 * an earlier sync whose answer was lost) leave the queue; `refused` moves to the refused list with
 * the server's reason. With no answer at all the queue stays as it is, to be sent again.
 */
export async function syncQueue(
  sessionId: string,
  accountId: string,
  send: SendBatch,
  options: { readonly batchSize?: number; readonly now?: () => Date } = {},
): Promise<SyncResult> {
  const batchSize = options.batchSize ?? DESK_MAX_BATCH;
  const now = options.now ?? (() => new Date());
  const totals = { sent: 0, applied: 0, duplicate: 0, refused: 0 };
  let position: string | null = null;
  const done = (stoppedBy: SyncResult['stoppedBy']): SyncResult => ({ ...totals, position, stoppedBy });

  for (;;) {
    const batch = (await pendingActions(sessionId, accountId)).slice(0, batchSize);
    if (batch.length === 0) return done(null);
    let response: DeskSyncResponse;
    try {
      response = await send(
        sessionId,
        batch.map((entry) => entry.action),
      );
    } catch (error) {
      const status = statusOf(error);
      if (status === 401 || status === 403) return done('denied');
      if (status === 400) {
        await settle([], refusedBatch(batch, error, now()));
        totals.sent += batch.length;
        totals.refused += batch.length;
        continue;
      }
      return done('offline');
    }
    totals.sent += batch.length;
    if (response.position) position = response.position;
    const results = new Map(response.results.map((result) => [result.commandId, result]));
    const accepted: number[] = [];
    const refused: { seq: number; item: RefusedAction }[] = [];
    for (const entry of batch) {
      const result = results.get(entry.action.commandId);
      if (!result) continue;
      if (result.outcome === 'refused') {
        refused.push({
          seq: entry.seq as number,
          item: {
            sessionId,
            accountId,
            action: entry.action,
            error: result.error,
            refusedAt: now().toISOString(),
          },
        });
        totals.refused++;
      } else {
        accepted.push(entry.seq as number);
        totals[result.outcome]++;
      }
    }
    await settle(accepted, refused);
    // An answer that settles nothing would be asked again forever: wait for the next attempt.
    if (accepted.length + refused.length === 0) return done('offline');
  }
}

/** How long to wait before trying again after `failures` unanswered syncs: 2, 4, 8 … at most 60 s. */
export const retryDelayMs = (failures: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));
