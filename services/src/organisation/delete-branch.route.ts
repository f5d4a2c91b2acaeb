import {
  BRANCH_CREATORS,
  BranchParamsSchema,
  branchDecider,
  branchStream,
} from '@cenacle/shared-domain/organisation';
import { commandRoute } from '../http/command-route.ts';

/**
 * `DELETE /api/branch/{id}`: an administrator deletes a branch. It is an event (`BranchDeleted`):
 * the branch stops listing, its history and its sessions stay. The browser shows the spec's toasts.
 */
export const deleteBranchRoute = commandRoute({
  method: 'DELETE',
  url: '/api/branch/:id',
  summary: 'Delete a branch',
  tags: ['branches'],
  entityName: 'branch',
  audience: BRANCH_CREATORS,
  params: BranchParamsSchema,
  async handle({ params, run }) {
    await run(branchDecider, branchStream(params.id), {
      type: 'DeleteBranch',
      data: { branchId: params.id },
    });
    return { status: 204 };
  },
});
