import { type DeskRegistration, deskRosterDecider } from '@cenacle/shared-domain/desk';
import { rosterStream } from '@cenacle/shared-domain/participants';
import type { Deps } from '../deps.ts';

/** A roster's state stays current in this process's cache; a desk action needs no fresher one. */
const ROSTER_MAX_AGE_MS = 1000;

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
  const { state } = await deps.bus.load(deskRosterDecider, rosterStream(sessionId), {
    maxAgeMs: ROSTER_MAX_AGE_MS,
  });
  const entry = state.inner.entries.get(participantId);
  return entry && entry.status !== 'CANCELLED' ? { childIds: entry.childIds } : null;
}
