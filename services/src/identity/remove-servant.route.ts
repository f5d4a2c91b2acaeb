import { PersonParamsSchema, userDecider, userStream } from '@cenacle/shared-domain/identity';
import { hasAuthority } from '../auth/current-user.ts';
import { commandRoute } from '../http/command-route.ts';
import { actorOf, assertMayActOn, loadPerson } from './people-access.ts';

/**
 * `DELETE /api/servant/{id}`: nothing is deleted. The servant leaves the caller's branches (an
 * administrator's removal: all of them and the SERVANT authority); his account and history stay.
 * Nobody removes himself, and a branch admin only servants all of whose branches are his.
 */
export const removeServantRoute = commandRoute({
  method: 'DELETE',
  url: '/api/servant/:id',
  summary: 'Remove a servant from the branches (or, by an administrator, altogether)',
  tags: ['servants'],
  entityName: 'servant',
  audience: ['ADMIN', 'BRANCH_ADMIN'],
  params: PersonParamsSchema,
  async handle({ params: { id }, user, deps, run }) {
    const person = await loadPerson(deps, id);
    const admin = hasAuthority(user, 'ADMIN');
    assertMayActOn(user, id, person, 'removeServant');
    await run(userDecider, userStream(id), {
      type: 'RemoveServant',
      data: { userId: id, fromBranchIds: admin ? 'all' : user.branchIds, by: actorOf(user) },
    });
    return {
      status: 200,
      alert: { key: 'planning.messages.servant-removed', param: `${person.firstName} ${person.lastName}` },
    };
  },
});
