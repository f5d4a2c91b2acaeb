import { IdSchema } from '@cenacle/shared-domain';
import { AdminUserSaveSchema, userDecider, userStream } from '@cenacle/shared-domain/identity';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import { sendInvitation } from './invitations.ts';
import { actorOf } from './people-access.ts';
import { createPerson, updatePerson } from './save-person.ts';

/**
 * `POST /api/admin/user`: with an id changes the user; without one invites a new user (an inactive
 * account and a mail with the link to set the password). Who may give which authorities and
 * branches is the spec §6 rule (`grantAccess`): refused with 403.
 */
export const saveAdminUserRoute = commandRoute({
  method: 'POST',
  url: '/api/admin/user',
  summary: 'Invite a user (no id) or change one',
  tags: ['users'],
  entityName: 'user',
  audience: ['ADMIN', 'BRANCH_ADMIN'],
  body: AdminUserSaveSchema,
  response: { 200: z.object({ id: IdSchema }), 201: z.object({ id: IdSchema }) },
  async handle({ body, user, deps, run }) {
    const form = {
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      authorities: body.authorities,
      branchIds: body.branches.map((b) => b.id.value),
    };
    const name = `${body.firstName} ${body.lastName}`;
    if (body.id) {
      await updatePerson(run, deps, user, body.id.value, form);
      return {
        status: 200,
        body: { id: body.id },
        alert: { key: 'planning.messages.user-saved', param: name },
      };
    }
    const { userId } = await createPerson(run, deps, user, form);
    const invited = await run(userDecider, userStream(userId), {
      type: 'RecordInvitation',
      data: { userId, by: actorOf(user) },
    });
    if (invited.state.status === 'registered') await sendInvitation(run, deps, userId, invited.state);
    return {
      status: 201,
      body: { id: { value: userId } },
      alert: { key: 'planning.messages.user-invited', param: name },
    };
  },
});
