import { DomainError } from '@cenacle/shared-domain';
import { responsibilityDecider, responsibilityStream } from '@cenacle/shared-domain/responsibilities';
import type { Deps } from '../deps.ts';

/** An item may name only a listed responsibility of its own session (from its stream: no lag). */
export async function assertResponsibilityOfSession(
  deps: Deps,
  sessionId: string,
  responsibilityId: string,
  field: string,
): Promise<void> {
  const { state } = await deps.bus.load(responsibilityDecider, responsibilityStream(responsibilityId));
  if (state.status !== 'listed' || state.sessionId !== sessionId) {
    throw new DomainError(
      'UNKNOWN_REFERENCE',
      'error.responsibility.notFound',
      { id: responsibilityId },
      field,
    );
  }
}
