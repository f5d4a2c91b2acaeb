import { DomainError } from '@cenacle/shared-domain';
import {
  RESPONSIBILITY_KEEPERS,
  responsibilityDecider,
  responsibilityStream,
  UserResponsibilityRequestSchema,
} from '@cenacle/shared-domain/responsibilities';
import { commandRoute } from '../http/command-route.ts';
import { levelOfSession, responsibilityToActOn } from './responsibility-access.ts';

/** `DELETE /api/user-responsibility?id=&session=&user=`: a servant taken out of a responsibility. */
export const disconnectServantRoute = commandRoute({
  method: 'DELETE',
  url: '/api/user-responsibility',
  summary: 'Take a servant out of a responsibility (or one level of it)',
  tags: ['responsibilities'],
  entityName: 'responsibility',
  audience: RESPONSIBILITY_KEEPERS,
  querystring: UserResponsibilityRequestSchema,
  async handle({ query, user, deps, run }) {
    const { responsibilityId } = query.id;
    const { responsibility, session } = await responsibilityToActOn(deps, user, responsibilityId);
    if (responsibility.sessionId !== query.session) {
      throw new DomainError('UNKNOWN_REFERENCE', 'error.responsibility.otherSession', {}, 'session');
    }
    const level = levelOfSession(session, query.id.level, 'id');
    await run(responsibilityDecider, responsibilityStream(responsibilityId), {
      type: 'DisconnectServant',
      data: { responsibilityId, sessionId: query.session, userId: query.user, level },
    });
    return { status: 200, alert: { key: 'responsibility.messages.disconnected', param: query.user } };
  },
});
