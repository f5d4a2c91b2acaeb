import { sanitizeRichText } from '@cenacle/infra/text/rich-text.ts';
import {
  FORM_WRITERS,
  itemsOf,
  RegistrationFormParamsSchema,
  RegistrationFormSaveRequestSchema,
  registrationFormDecider,
  registrationFormStream,
} from '@cenacle/shared-domain/registration';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import { authorizeFormCommand } from './form-access.ts';

/**
 * `POST /api/registration-form/{sessionId}`: saves the whole form of a session (admins, and the
 * admins of the session's branch). Description and success content keep only harmless HTML.
 * `version` is the version the editor loaded: a save by someone else since then answers 409,
 * nothing is lost.
 */
export const saveRegistrationFormRoute = commandRoute({
  method: 'POST',
  url: '/api/registration-form/:id',
  summary: 'Save the registration form of a session (the whole form: texts and items in order)',
  tags: ['registration'],
  entityName: 'registrationForm',
  audience: FORM_WRITERS,
  params: RegistrationFormParamsSchema,
  body: RegistrationFormSaveRequestSchema,
  response: { 200: z.object({ sessionId: z.string(), version: z.number() }) },
  async handle({ params: { id: sessionId }, body, user, deps, run }) {
    await authorizeFormCommand(deps, user, sessionId);
    const { state } = await run(registrationFormDecider, registrationFormStream(sessionId), {
      type: 'SaveRegistrationForm',
      data: {
        sessionId,
        copiedFrom: null,
        title: body.title ?? '',
        description: sanitizeRichText(body.description ?? null) ?? '',
        successTitle: body.successTitle ?? '',
        successContent: sanitizeRichText(body.successContent ?? null) ?? '',
        items: itemsOf(body),
        expectedVersion: body.version,
      },
    });
    // No success toast (spec §8 lists one for copying the form, not for saving it).
    return { status: 200, body: { sessionId, version: state.version } };
  },
});
