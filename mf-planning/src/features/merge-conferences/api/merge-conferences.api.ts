import { api, readPosition } from '@cenacle/kit';
import type { ConferencePlanBody, PlanColumnBody } from '@cenacle/shared-domain/conferences/contracts';
import { CONFERENCE_PLANS_READ_MODEL, type ConferenceMove } from '@cenacle/shared-domain/conferences/rules';

/** The body of `POST /api/session-conferences`: the move record and the column's version. */
type MoveBody = ConferenceMove & { readonly sessionId: string; readonly version: number };

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const planKeys = {
  all: [CONFERENCE_PLANS_READ_MODEL] as const,
  plan: (sessionId: string, lang: string | null) => [CONFERENCE_PLANS_READ_MODEL, sessionId, lang] as const,
};

/** `GET /api/session-conferences?session=&lang=`: a column per level of the session. */
export const fetchPlan = (sessionId: string, lang: string | null, signal: AbortSignal) =>
  api.get<ConferencePlanBody>('/api/session-conferences', {
    signal,
    query: { session: sessionId, ...(lang ? { lang } : {}), position: readPosition() },
  });

/** `POST /api/session-conferences`: the screen reports a refusal itself (and rolls the move back). */
export const postMove = async (body: MoveBody): Promise<PlanColumnBody> =>
  (await api.post<PlanColumnBody>('/api/session-conferences', body, { silent: true })).data;
