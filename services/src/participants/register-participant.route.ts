import { formatPosition } from '@cenacle/infra';
import { DomainError, POSITION_HEADER, QueryFlag } from '@cenacle/shared-domain';
import { schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import { rosterDecider, rosterStream, SessionIdParamsSchema } from '@cenacle/shared-domain/participants';
import { ParticipantRegistrationSchema } from '@cenacle/shared-domain/registration/contracts';
import { answerViolations } from '@cenacle/shared-domain/registration/rules';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RequestFieldErrors } from '../http/http-errors.ts';
import { pickLanguage } from '../http/messages.ts';
import type { Route } from '../http/route.ts';
import { accountMailRateLimits } from '../identity/account-mail-rate-limit.ts';
import { runOnBehalfOf } from '../identity/run-command.ts';
import { mailRegistration } from './participant-mail.ts';
import { priceRegistration, sessionPricing } from './pricing.ts';
import { windowOf } from './registration-window.ts';

const RegisteredSchema = z
  .object({ id: z.object({ value: z.string() }), status: z.enum(['REGISTERED', 'WAITING']) })
  .meta({ id: 'SessionRegistrationAnswer' });

const emailInBody = (request: { body: unknown }) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.replace(/\s+/g, '') : '';
};

const registrationClosed = () =>
  new DomainError('REGISTRATION_CLOSED', 'error.participant.registrationClosed');

/**
 * `POST /api/session-registration/{sessionId}` (anyone): the public form. The session must be
 * published and before its deadline; answers are checked against the session's form; the price is
 * `priceSum`'s, as the page showed it; a full session puts the registrant on the waiting list. A
 * confirmation mail in the registrant's language follows unless `withoutMail`. Limited per address
 * and per client; a filled honeypot is answered as a success and records nothing.
 */
export const registerParticipantRoute: Route = (app, deps) => {
  const limits = accountMailRateLimits(
    app,
    'session-registration',
    { perEmail: deps.config.accountMailRateLimit, perClient: deps.config.accountMailClientRateLimit },
    emailInBody,
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/session-registration/:id',
    {
      schema: {
        tags: ['participants'],
        summary: 'Register for a session through its public form (anonymous)',
        params: SessionIdParamsSchema,
        querystring: z.object({ withoutMail: QueryFlag }),
        body: ParticipantRegistrationSchema,
        response: { 201: RegisteredSchema },
      },
      config: { entityName: 'participant' },
      onRequest: limits.onRequest,
      preValidation: limits.preValidation,
    },
    async (request, reply) => {
      const { id: sessionId } = request.params;
      const body = request.body;
      const participantId = deps.newId();
      if (body.website) {
        // A bot filled the field people never see: it is told what it wants to hear, nothing is kept.
        return reply.code(201).send({ id: { value: participantId }, status: 'REGISTERED' });
      }
      const { state: session } = await deps.bus.load(schoolSessionDecider, sessionStream(sessionId));
      if (session.status !== 'planned') {
        throw new DomainError('NOT_FOUND', 'error.participant.sessionNotFound', { id: sessionId });
      }
      const window = windowOf(session);
      const pricing = await sessionPricing(deps, sessionId);
      if (!window.published) throw registrationClosed();
      const levels = session.levels.map((level) => level.name);
      const violations = [
        ...(levels.length > 0 && !levels.includes(body.level)
          ? [{ field: 'level', constraint: 'Pattern' }]
          : []),
        ...answerViolations(pricing.form, body.questions).map((v) => ({
          field: v.field,
          constraint: v.message,
        })),
      ];
      if (violations.length > 0) throw new RequestFieldErrors(violations);
      const priced = priceRegistration(
        pricing,
        body.questions,
        body.children.map((child) => ({ ...child, childId: deps.newId() })),
      );
      const language = pickLanguage(request.headers['accept-language']);
      const { run, lastPosition } = runOnBehalfOf(deps, request, () => participantId);
      const handled = await run(rosterDecider, rosterStream(sessionId), {
        type: 'RegisterParticipant',
        data: {
          sessionId,
          participantId,
          firstname: body.firstname,
          lastname: body.lastname,
          email: body.email,
          level: body.level,
          questions: body.questions,
          ...priced,
          source: 'FORM',
          userId: null,
          language,
          window,
        },
      });
      const waiting = handled.events.some(
        (event) => event.type === 'ParticipantRegistered' && event.data.waiting,
      );
      if (!request.query.withoutMail) {
        await mailRegistration(deps, run, {
          participantId,
          sessionId,
          firstname: body.firstname,
          email: body.email,
          language,
          priceMinor: priced.priceMinor,
          waiting,
        });
      }
      const position = lastPosition();
      if (position) reply.header(POSITION_HEADER, formatPosition(position));
      return reply
        .code(201)
        .send({ id: { value: participantId }, status: waiting ? 'WAITING' : 'REGISTERED' });
    },
  );
};
