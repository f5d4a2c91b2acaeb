import { type DeskRegistration, deskRosterDecider } from '@cenacle/shared-domain/desk';
import { rosterStream } from '@cenacle/shared-domain/participants';
import type { Deps } from '../deps.ts';

/** Finds the registration an action names in the roster as it was read. */
export type DeskRegistrations = (participantId: string) => DeskRegistration | null;

/**
 * Write side: the session's registrations, from its roster stream (no read-model lag), read up to date
 * (only what is new since the cached state) so a registration made a moment ago in another API process
 * is known. Read through the desk's roster decider so the bus keeps one cached state for the desk's
 * commands. A registration not on the session or cancelled is null. Desk actions never change what it
 * answers (a registration's status and children), so one read serves a whole batch.
 */
export async function deskRegistrations(deps: Deps, sessionId: string): Promise<DeskRegistrations> {
  const { state } = await deps.bus.load(deskRosterDecider, rosterStream(sessionId));
  return (participantId) => {
    const entry = state.inner.entries.get(participantId);
    return entry && entry.status !== 'CANCELLED' ? { childIds: entry.childIds } : null;
  };
}
