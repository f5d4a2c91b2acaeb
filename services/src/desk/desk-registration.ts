import { type DeskRegistration, deskRosterDecider } from '@cenacle/shared-domain/desk';
import { rosterStream } from '@cenacle/shared-domain/participants';
import type { Deps } from '../deps.ts';

/**
 * Write side: the registration an action names, from the session's roster stream (no read-model lag),
 * through the desk's roster decider so the bus keeps one cached state for the desk's commands; null
 * when it is not on the session or was cancelled.
 */
export async function deskRegistration(
  deps: Deps,
  sessionId: string,
  participantId: string,
): Promise<DeskRegistration | null> {
  // Read up to date (only what is new since the cached state): a registration made a moment ago in
  // another API process is known.
  const { state } = await deps.bus.load(deskRosterDecider, rosterStream(sessionId));
  const entry = state.inner.entries.get(participantId);
  return entry && entry.status !== 'CANCELLED' ? { childIds: entry.childIds } : null;
}
