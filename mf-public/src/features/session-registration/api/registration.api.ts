import { api, isApiError } from '@cenacle/kit';
import { PUBLIC_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import type { RegistrationFormWire } from '@cenacle/shared-domain/registration/contracts';
import { formFromWire, REGISTRATION_FORMS_READ_MODEL } from '@cenacle/shared-domain/registration/rules';
import type { PublishedSession, RegistrationAnswer, RegistrationFormView } from './registration-types.ts';

/** Query keys start with the read-model names, so the API's change notices invalidate them. */
export const registrationKeys = {
  publicSession: (sessionId: string) => [PUBLIC_SESSIONS_READ_MODEL, sessionId] as const,
  form: (sessionId: string) => [REGISTRATION_FORMS_READ_MODEL, sessionId] as const,
};

/**
 * `GET /api/publicsession/{id}`: the session's public page; null while it is not published (404), which
 * the page shows as "registration closed".
 */
export async function fetchPublishedSession(
  sessionId: string,
  signal: AbortSignal,
): Promise<PublishedSession | null> {
  try {
    return await api.get<PublishedSession>(`/api/publicsession/${encodeURIComponent(sessionId)}`, {
      signal,
      silent: true,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The answers' question ids as spec §3 writes ids, `{value}`; the rest as the page made it. */
function onTheWire(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('questions' in body) || !Array.isArray(body.questions))
    return body;
  const questions = body.questions.map((answer: { id: unknown; value: unknown }) =>
    typeof answer?.id === 'string' ? { ...answer, id: { value: answer.id } } : answer,
  );
  return { ...body, questions };
}

/** `GET /api/registration-form/{id}`: the session's questions, title, description and success text. */
export async function fetchRegistrationForm(
  sessionId: string,
  signal: AbortSignal,
): Promise<RegistrationFormView> {
  const form = await api.get<RegistrationFormWire>(
    `/api/registration-form/${encodeURIComponent(sessionId)}`,
    {
      signal,
      silent: true,
    },
  );
  return formFromWire(form);
}

/**
 * `POST /api/session-registration/{id}`: registers the visitor (anonymous). 201 with a place, or on
 * the waiting list (`status: 'WAITING'`); 400 with field errors; 409 when registration is closed.
 * Failures are shown on the form itself, so no toast.
 */
export function postRegistration(sessionId: string, body: unknown): Promise<RegistrationAnswer> {
  return api
    .post<RegistrationAnswer>(`/api/session-registration/${encodeURIComponent(sessionId)}`, onTheWire(body), {
      silent: true,
    })
    .then((response) => response.data);
}
