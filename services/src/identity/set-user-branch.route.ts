import { UserBranchRequestSchema, userDecider, userStream } from '@cenacle/shared-domain/identity';
import { hasAuthority } from '../auth/current-user.ts';
import { AccessDeniedError } from '../http/access-denied.ts';
import { commandRoute } from '../http/command-route.ts';
import { openBranch } from '../organisation/open-branch.ts';

/**
 * `POST api/user-branch`: the user's branch (the first of his branches, spec §6). A USER chooses
 * his own first branch (the choose-branch modal); an administrator sets anyone's.
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
    const admin = hasAuthority(user, 'ADMIN');
    if (!admin && userId !== user.id) throw new AccessDeniedError();
    const branch = await openBranch(deps, branchId, 'branchId');
    await run(userDecider, userStream(userId), {
      type: 'SetUserBranch',
      data: { userId, branchId, firstOnly: !admin },
    });
    return {
      status: 200,
      alert: { key: 'account.branchSaved', param: branch.name },
      body: { userId: { value: userId }, branchId: { value: branchId } },
    };
  },
});
