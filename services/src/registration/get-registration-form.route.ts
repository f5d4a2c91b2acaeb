import { formOfSession } from '@cenacle/projections/registration/registration-forms/registration-forms.queries.ts';
import type { LangKey } from '@cenacle/shared-domain';
import {
  DEFAULT_FORM_TEXT_KEYS,
  type DefaultFormTexts,
  defaultForm,
  formItemToWire,
  RegistrationFormParamsSchema,
  RegistrationFormQuerySchema,
  RegistrationFormSchema,
  withDefaults,
} from '@cenacle/shared-domain/registration';
import { pickLanguage, translate } from '../http/messages.ts';
import { queryRoute } from '../http/query-route.ts';
import { assertSessionKnown } from './form-access.ts';

/** The texts a form shows where it has none of its own, in the reader's language. */
export function defaultTexts(lang: LangKey): DefaultFormTexts {
  return {
    title: translate(DEFAULT_FORM_TEXT_KEYS.title, lang),
    description: translate(DEFAULT_FORM_TEXT_KEYS.description, lang),
    successTitle: translate(DEFAULT_FORM_TEXT_KEYS.successTitle, lang),
    successContent: translate(DEFAULT_FORM_TEXT_KEYS.successContent, lang),
  };
}

/**
 * `GET /api/registration-form/{sessionId}`: the session's registration form, for the anonymous
 * public page and the editor alike. A session without a saved form answers the default one; title
 * and texts left blank read as the defaults, in the caller's language (`?lang=`, else Accept-Language).
 */
export const getRegistrationFormRoute = queryRoute({
  url: '/api/registration-form/:id',
  summary: 'The registration form of a session (public); the default form when none was saved',
  tags: ['registration'],
  audience: 'public',
  queries: [assertSessionKnown, formOfSession],
  params: RegistrationFormParamsSchema,
  querystring: RegistrationFormQuerySchema,
  response: { 200: RegistrationFormSchema },
  async handle({ params: { id }, query, deps, request }) {
    await assertSessionKnown(deps, id);
    const texts = defaultTexts(pickLanguage(request.headers['accept-language'], query.lang));
    const saved = await formOfSession(deps.db, id);
    const form = saved ? withDefaults(saved, texts) : defaultForm(id, texts);
    return {
      ...form,
      items: form.items.map(formItemToWire),
      saved: saved !== null,
      version: saved?.version ?? 0,
    };
  },
});
