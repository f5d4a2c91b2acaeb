import { api, readPosition } from '@cenacle/kit';
import type { MyRegistration } from '@cenacle/shared-domain/participants/contracts';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';

/** Query keys start with the read-model name, so the API's change notices invalidate them. */
export const myRegistrationKeys = { mine: [PARTICIPANTS_READ_MODEL, 'mine'] as const };

/** `GET /api/my-registrations`: the signed-in person's own registrations. */
export const fetchMyRegistrations = (signal: AbortSignal) =>
  api.get<MyRegistration[]>('/api/my-registrations', { signal, query: { position: readPosition() } });
