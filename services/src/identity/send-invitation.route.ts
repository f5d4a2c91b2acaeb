import { InvitationParamsSchema, userDecider, userStream } from '@cenacle/shared-domain/identity';
import { commandRoute } from '../http/command-route.ts';
import { sendInvitation } from './invitations.ts';
import { actorOf, assertMayActOn, loadPerson } from './people-access.ts';

/**
 * `POST api/send-invitation/{servantId}` (empty body): mails a not yet activated person the link
 * to set his password. Once: a second request, or one for an activated account, is refused (400).
 */
export const sendInvitationRoute = commandRoute({
  method: 'POST',
  url: '/api/send-invitation/:servantId',
  summary: 'Send the invitation (the link to set the password) once',
  tags: ['servants'],
  entityName: 'servant',
  audience: ['ADMIN', 'BRANCH_ADMIN'],
  params: InvitationParamsSchema,
  async handle({ params: { servantId }, user, deps, run }) {
    const person = await loadPerson(deps, servantId);
    assertMayActOn(user, servantId, person, 'invite');
    const invited = await run(userDecider, userStream(servantId), {
      type: 'RecordInvitation',
      data: { userId: servantId, by: actorOf(user) },
    });
    if (invited.state.status === 'registered') await sendInvitation(run, deps, servantId, invited.state);
    return {
      status: 200,
      alert: { key: 'planning.messages.invitation-sent', param: `${person.firstName} ${person.lastName}` },
    };
  },
});
