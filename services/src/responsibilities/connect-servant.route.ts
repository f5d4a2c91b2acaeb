import { DomainError } from '@cenacle/shared-domain';
import {
  isPerLevel,
  RESPONSIBILITY_KEEPERS,
  responsibilityDecider,
  responsibilityStream,
  UserResponsibilityRequestSchema,
} from '@cenacle/shared-domain/responsibilities';
import { commandRoute } from '../http/command-route.ts';
import { levelOfSession, responsibilityToActOn, servantAccount } from './responsibility-access.ts';

/**
 * `POST /api/user-responsibility {id, session, user}`: a servant put into a responsibility of the
 * session, or into one level of it (`id__level`). Putting him where he is changes nothing.
 */
export const connectServantRoute = commandRoute({
  method: 'POST',
  url: '/api/user-responsibility',
  summary: 'Put a servant into a responsibility (or one level of it)',
  tags: ['responsibilities'],
  entityName: 'responsibility',
  audience: RESPONSIBILITY_KEEPERS,
  body: UserResponsibilityRequestSchema,
  async handle({ body, user, deps, run }) {
    const { responsibilityId } = body.id;
    const { responsibility, session } = await responsibilityToActOn(deps, user, responsibilityId);
    if (responsibility.sessionId !== body.session) {
      throw new DomainError('UNKNOWN_REFERENCE', 'error.responsibility.otherSession', {}, 'session');
    }
    // One level of a duty (`id__level`) only where the duty is kept per level.
    if (body.id.level !== null && !isPerLevel(responsibility.type, responsibility.level)) {
      throw new DomainError('UNKNOWN_LEVEL', 'error.responsibility.unknownLevel', {}, 'id');
    }
    const level = levelOfSession(session, body.id.level, 'id');
    const servant = await servantAccount(deps, body.user, 'user', session.branchId);
    await run(responsibilityDecider, responsibilityStream(responsibilityId), {
      type: 'ConnectServant',
      data: { responsibilityId, sessionId: body.session, userId: body.user, level },
    });
    return {
      status: 201,
      alert: { key: 'responsibility.messages.connected', param: `${servant.firstName} ${servant.lastName}` },
    };
  },
});
