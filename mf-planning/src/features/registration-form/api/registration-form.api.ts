import { api, currentLanguage, readPosition } from '@cenacle/kit';
import type {
  RegistrationFormDto,
  RegistrationFormSaveRequestParsed,
  RegistrationFormWire,
} from '@cenacle/shared-domain/registration/contracts';
import { formFromWire, REGISTRATION_FORMS_READ_MODEL } from '@cenacle/shared-domain/registration/rules';

/** Query keys start with the read model's name, so the API's change notices refetch them. */
export const registrationFormKeys = {
  all: [REGISTRATION_FORMS_READ_MODEL] as const,
  form: (sessionId: string) => [REGISTRATION_FORMS_READ_MODEL, sessionId] as const,
  /** The default texts of a form never saved come in the interface's language. */
  formIn: (sessionId: string, lang: string) => [REGISTRATION_FORMS_READ_MODEL, sessionId, lang] as const,
};

const base = (sessionId: string) => `/api/registration-form/${encodeURIComponent(sessionId)}`;

/** `GET /api/registration-form/{sessionId}`: the saved form, or the default one in the interface's language. */
export async function fetchRegistrationForm(
  sessionId: string,
  signal: AbortSignal,
): Promise<RegistrationFormDto> {
  const form = await api.get<RegistrationFormWire>(base(sessionId), {
    signal,
    query: { position: readPosition(), lang: currentLanguage() },
  });
  return formFromWire(form);
}

/** `POST /api/registration-form/{sessionId}`: the whole form. Silent: the page shows the spec's toast. */
export function saveRegistrationForm(sessionId: string, body: RegistrationFormSaveRequestParsed) {
  const wire = { ...body, items: body.items.map((item) => ({ ...item, id: { value: item.id } })) };
  return api.post<{ sessionId: string; version: number }>(base(sessionId), wire, { silent: true });
}

/** `POST /api/registration-form/{sessionId}/copy-from/{sourceId}`: 200 with the success toast. */
export function copyRegistrationForm(sessionId: string, sourceId: string) {
  return api.post<{ sessionId: string }>(`${base(sessionId)}/copy-from/${encodeURIComponent(sourceId)}`);
}
