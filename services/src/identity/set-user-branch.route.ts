import { UserBranchRequestSchema, userDecider, userStream } from '@cenacle/shared-domain/identity';
import { commandRoute } from '../http/command-route.ts';
import { openBranch } from '../organisation/open-branch.ts';
import { actorOf, assertMayActOn, loadPerson } from './people-access.ts';

/**
 * `POST api/user-branch`: the user's branch (the first of his branches, spec §6). A USER who never
 * had a branch chooses his own first one (the choose-branch modal; refused with 400 afterwards);
 * someone who may change another account's access gives it one of the branches he may give (403).
 */
export const setUserBranchRoute = commandRoute({
  method: 'POST',
  url: '/api/user-branch',
  summary: "Set a user's branch (a user his own first one; administrators anyone's)",
  tags: ['users'],
  entityName: 'userBranch',
  audience: 'signed-in',
  body: UserBranchRequestSchema,
  async handle({ body, user, deps, run }) {
    const userId = body.userId.value;
    const branchId = body.branchId.value;
    if (userId !== user.id) assertMayActOn(user, userId, await loadPerson(deps, userId), 'changeAccess');
    const branch = await openBranch(deps, branchId, 'branchId');
    await run(userDecider, userStream(userId), {
      type: 'SetUserBranch',
      data: { userId, branchId, by: actorOf(user) },
    });
    return {
      status: 200,
      alert: { key: 'account.branchSaved', param: branch.name },
      body: { userId: { value: userId }, branchId: { value: branchId } },
    };
  },
});
