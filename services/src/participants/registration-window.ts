import {
  type SchoolSessionState,
  schoolSessionDecider,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import type { RegistrationWindow } from '@cenacle/shared-domain/participants/rules';
import type { Deps } from '../deps.ts';

export type PublishedWindow = RegistrationWindow & { readonly published: boolean };

/**
 * The session's places and registration deadline, and whether its public page is up, from the
 * session's own stream: a registration right after publishing sees it (no read-model lag). Until a
 * session is published it has neither limit nor deadline.
 */
export function windowOf(session: SchoolSessionState): PublishedWindow {
  const page = session.status === 'planned' ? session.publicSession : null;
  if (!page) return { capacity: null, deadline: null, published: false };
  return { capacity: page.capacity, deadline: page.registrationDeadline, published: true };
}

export async function registrationWindow(deps: Deps, sessionId: string): Promise<PublishedWindow> {
  const { state } = await deps.bus.load(schoolSessionDecider, sessionStream(sessionId));
  return windowOf(state);
}
