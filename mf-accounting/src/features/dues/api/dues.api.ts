import { api, readPosition } from '@cenacle/kit';
import { LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting/rules';
import type {
  Participant,
  ParticipantDue,
  ParticipantPage,
} from '@cenacle/shared-domain/participants/contracts';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';

/** How many matches the participant picker offers at once. */
export const PICKER_SIZE = 20;

/** A participant as a payment names them. */
export interface NamedParticipant {
  readonly id: string;
  readonly name: string;
  /** A servant on the session: his payments default to BUY_IN. */
  readonly servant: boolean;
}

export const named = (
  p: Pick<Participant, 'id' | 'firstname' | 'lastname' | 'userId'>,
): NamedParticipant => ({
  id: p.id.value,
  name: `${p.firstname} ${p.lastname}`,
  servant: p.userId !== null,
});

/**
 * Keys start with the read model the API names in its change notices. The dues read the ledger too:
 * they sit under the ledger's key, so a saved payment refreshes them with the payments.
 */
export const duesKeys = {
  dues: (sessionId: string) => [LEDGER_READ_MODEL, sessionId, 'dues'] as const,
  search: (sessionId: string, text: string) => [PARTICIPANTS_READ_MODEL, sessionId, 'search', text] as const,
  names: (sessionId: string, ids: readonly string[]) =>
    [PARTICIPANTS_READ_MODEL, sessionId, 'names', ids] as const,
};

const registrations = (sessionId: string) => `/api/session-registrations/${encodeURIComponent(sessionId)}`;

/** `GET /api/session-payment/who-not-payed/{sessionId}`: who owes what, has paid what, and what is left. */
export const fetchDues = (sessionId: string, signal: AbortSignal) =>
  api.get<ParticipantDue[]>(`/api/session-payment/who-not-payed/${encodeURIComponent(sessionId)}`, {
    signal,
    query: { position: readPosition() },
  });

/** Participants of the session matching a name or address, for the payment's participant picker. */
export async function searchParticipants(sessionId: string, text: string, signal: AbortSignal) {
  const page = await api.get<ParticipantPage>(registrations(sessionId), {
    signal,
    query: { text, size: PICKER_SIZE, status: 'REGISTERED' },
  });
  return page.items.map(named);
}

/** The participants the payments on screen name (cancelled ones too). */
export async function participantsByIds(sessionId: string, ids: readonly string[], signal: AbortSignal) {
  if (ids.length === 0) return [];
  const page = await api.get<ParticipantPage>(registrations(sessionId), {
    signal,
    query: { ids: ids.join(','), size: ids.length },
  });
  return page.items.map(named);
}
