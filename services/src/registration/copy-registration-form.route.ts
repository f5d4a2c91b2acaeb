import { DomainError } from '@cenacle/shared-domain';
import {
  CopyRegistrationFormParamsSchema,
  FORM_WRITERS,
  registrationFormDecider,
  registrationFormStream,
} from '@cenacle/shared-domain/registration';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import { assertSessionKnown, authorizeFormCommand } from './form-access.ts';

/**
 * `POST /api/registration-form/{sessionId}/copy-from/{sourceId}`: the form of another session
 * (any session's form is public) replaces this session's, its items under new ids (answers belong
 * to one session's questions). 404 when the source session is unknown or has no saved form.
 */
export const copyRegistrationFormRoute = commandRoute({
  method: 'POST',
  url: '/api/registration-form/:id/copy-from/:sourceId',
  summary:
    "Copy another session's registration form to this session (replaces this session's form; new item ids)",
  tags: ['registration'],
  entityName: 'registrationForm',
  audience: FORM_WRITERS,
  params: CopyRegistrationFormParamsSchema,
  response: { 200: z.object({ sessionId: z.string(), copiedFrom: z.string() }) },
  async handle({ params: { id: sessionId, sourceId }, user, deps, run }) {
    await authorizeFormCommand(deps, user, sessionId);
    // A session's own form copied onto itself changes nothing.
    if (sourceId === sessionId) return { status: 200, body: { sessionId, copiedFrom: sourceId } };
    await assertSessionKnown(deps, sourceId);
    const { state: source } = await deps.bus.load(registrationFormDecider, registrationFormStream(sourceId));
    if (source.status !== 'saved') {
      throw new DomainError('NOT_FOUND', 'error.registrationForm.noFormToCopy', { id: sourceId });
    }
    await run(registrationFormDecider, registrationFormStream(sessionId), {
      type: 'SaveRegistrationForm',
      data: {
        sessionId,
        copiedFrom: sourceId,
        title: source.title,
        description: source.description,
        successTitle: source.successTitle,
        successContent: source.successContent,
        items: source.items.map((item) => ({ ...item, id: deps.newId() })),
        // Copying replaces this session's form on purpose, whatever version it is at.
        expectedVersion: null,
      },
    });
    return {
      status: 200,
      body: { sessionId, copiedFrom: sourceId },
      alert: { key: 'registration.messages.copied', param: sessionId },
    };
  },
});
