import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import {
  ParticipantSaveRequestSchema,
  rosterDecider,
  rosterStream,
  SessionIdParamsSchema,
} from '@cenacle/shared-domain/participants';
import { answerViolations } from '@cenacle/shared-domain/registration/rules';
import { commandRoute } from '../http/command-route.ts';
import { RequestFieldErrors } from '../http/http-errors.ts';
import { pickLanguage } from '../http/messages.ts';
import { authorizeSessionWrite } from '../organisation/session-scope.ts';
import { priceRegistration, sessionPricing } from './pricing.ts';
import { registrationWindow } from './registration-window.ts';

/**
 * `POST /api/session-participant/{sessionId}`: staff register someone by hand (no id; the deadline
 * does not apply, the capacity does) or correct a registration (its id). The answers to the session's
 * registration form are checked as the public form checks them (`questions[<id>]` field errors),
 * except that staff may leave a required question blank (decision 029).
 */
export const saveParticipantRoute = commandRoute({
  method: 'POST',
  url: '/api/session-participant/:id',
  summary: 'Register a participant by hand, or correct a registration when the body carries its id',
  tags: ['participants'],
  entityName: 'participant',
  audience: STAFF_AUTHORITIES,
  params: SessionIdParamsSchema,
  body: ParticipantSaveRequestSchema,
  async handle({ params: { id: sessionId }, body, user, deps, run, request }) {
    await authorizeSessionWrite(deps, user, sessionId);
    const participantId = body.id?.value ?? deps.newId();
    const pricing = await sessionPricing(deps, sessionId);
    const violations = answerViolations(pricing.form, body.questions, { requireAnswers: false });
    if (violations.length > 0) {
      throw new RequestFieldErrors(violations.map((v) => ({ field: v.field, constraint: v.message })));
    }
    const priced = priceRegistration(
      pricing,
      body.questions,
      body.children.map((child) => ({
        childId: child.id?.value ?? deps.newId(),
        firstname: child.firstname,
        lastname: child.lastname,
        age: child.age,
      })),
    );
    const details = {
      sessionId,
      participantId,
      firstname: body.firstname,
      lastname: body.lastname,
      email: body.email,
      level: body.level,
      questions: body.questions,
      ...priced,
    };
    if (body.id) {
      await run(rosterDecider, rosterStream(sessionId), { type: 'ChangeParticipant', data: details });
      return { status: 200, alert: { key: 'participants.messages.saved', param: participantId } };
    }
    await run(rosterDecider, rosterStream(sessionId), {
      type: 'RegisterParticipant',
      data: {
        ...details,
        source: 'STAFF',
        userId: null,
        language: pickLanguage(request.headers['accept-language']),
        window: await registrationWindow(deps, sessionId),
      },
    });
    return {
      status: 201,
      body: { id: { value: participantId } },
      alert: { key: 'participants.messages.registered', param: participantId },
    };
  },
});
