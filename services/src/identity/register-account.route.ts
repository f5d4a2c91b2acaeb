import { formatPosition, type Position } from '@cenacle/infra';
import { DomainError, POSITION_HEADER } from '@cenacle/shared-domain';
import { RegistrationRequestSchema, userDecider, userStream } from '@cenacle/shared-domain/identity';
import { mailDecider, mailStream } from '@cenacle/shared-domain/mail';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { notBefore } from '../http/answer-floor.ts';
import { pickLanguage } from '../http/messages.ts';
import type { Route } from '../http/route.ts';
import { assertOpenBranches } from '../organisation/open-branch.ts';
import { accountMailRateLimits } from './account-mail-rate-limit.ts';
import { accountHolding, openAccount } from './accounts.ts';
import { mailPasswordLink } from './password-links.ts';
import { runOnBehalfOf } from './run-command.ts';

/**
 * The registration answers no sooner than this after the request came: both paths (a new account
 * with its activation link, or the owner's mail) take a few tens of milliseconds on a quiet server,
 * so the answer's timing does not tell them apart either.
 */
export const REGISTRATION_ANSWER_FLOOR_MS = 300;

const emailInBody = (request: { body: unknown }) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
};

/**
 * `POST api/registration`: anyone opens an inactive USER account (login = the e-mail address in
 * lower case) and is mailed a link to set the password and activate it. An address that already
 * has an account answers exactly alike (201, an id that names no account, a log position), and its
 * owner is mailed instead ("someone tried to register with your address; sign in or reset your
 * password"), as the reset answers alike for known and unknown addresses, and no sooner than
 * `REGISTRATION_ANSWER_FLOOR_MS` either way: nobody learns from the answer which addresses have accounts.
 */
export const registerAccountRoute: Route = (app, deps) => {
  const limits = accountMailRateLimits(
    app,
    'registration',
    { perEmail: deps.config.accountMailRateLimit, perClient: deps.config.accountMailClientRateLimit },
    emailInBody,
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/registration',
    {
      schema: {
        tags: ['account'],
        summary: 'Self registration: an inactive account and an activation mail',
        body: RegistrationRequestSchema,
        response: { 201: z.object({ id: z.object({ value: z.string() }) }) },
      },
      config: { entityName: 'user' },
      onRequest: limits.onRequest,
      preValidation: limits.preValidation,
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const { firstname, lastname, email, branches, langKey } = request.body;
      const branchIds = [...new Set(branches.map((b) => b.id.value))];
      await assertOpenBranches(deps, branchIds, 'branches');
      const userId = deps.newId();
      const language = langKey ?? pickLanguage(request.headers['accept-language']);
      const { run, lastPosition } = runOnBehalfOf(deps, request, () => userId);
      const answer = async (position = lastPosition()) => {
        await notBefore(startedAt, REGISTRATION_ANSWER_FLOOR_MS);
        if (position) reply.header(POSITION_HEADER, formatPosition(position));
        return reply.code(201).send({ id: { value: userId } });
      };
      try {
        await openAccount(run, deps.config.personalDataKey, {
          userId,
          login: email,
          email,
          firstName: firstname,
          lastName: lastname,
          passwordHash: null,
          authorities: ['USER'],
          branchIds,
          langKey: language,
          activated: false,
        });
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'VALUE_TAKEN')) throw error;
        return answer(await mailOwnerOf(deps, request, email));
      }
      await mailPasswordLink(run, deps, {
        userId,
        purpose: 'activation',
        recipient: email,
        name: firstname,
        language,
      });
      return answer();
    },
  );
};

/**
 * Tells the holder of an address (by e-mail, else by login) that someone tried to register with
 * it. The request is made before the answer, so both answers carry a log position alike.
 */
async function mailOwnerOf(deps: Deps, request: FastifyRequest, email: string): Promise<Position | null> {
  const ownerId =
    (await accountHolding(deps, 'email', email)) ?? (await accountHolding(deps, 'login', email));
  if (!ownerId) return null;
  const { state: owner } = await deps.bus.load(userDecider, userStream(ownerId));
  if (owner.status !== 'registered' || !owner.email) return null;
  const { run, lastPosition } = runOnBehalfOf(deps, request, () => ownerId);
  const mailId = deps.newId();
  await run(mailDecider, mailStream(mailId), {
    type: 'RequestMail',
    data: {
      mailId,
      personId: ownerId,
      recipient: owner.email,
      language: owner.langKey,
      template: 'registrationAttempt',
      params: { name: owner.firstName, link: `${deps.config.publicUrl}/log-in` },
      branchId: null,
    },
  });
  return lastPosition();
}
