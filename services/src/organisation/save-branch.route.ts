import { sanitizeRichText } from '@cenacle/infra/text/rich-text.ts';
import {
  BRANCH_EDITORS,
  type Branch,
  BranchSaveRequestSchema,
  BranchSchema,
  type BranchValues,
  branchDecider,
  branchStream,
} from '@cenacle/shared-domain/organisation';
import { canActOnBranch, hasAuthority } from '../auth/current-user.ts';
import { AccessDeniedError } from '../http/access-denied.ts';
import { commandRoute } from '../http/command-route.ts';
import { checkPhoto } from './photo-check.ts';

/**
 * `POST /api/branch/`: opens a branch (admins) or saves one again with every field (admins, and a
 * branch admin his own branch: spec §6 "branch config"). The description keeps only harmless HTML.
 */
export const saveBranchRoute = commandRoute({
  method: 'POST',
  url: '/api/branch/',
  summary: 'Open a branch, or save one again',
  tags: ['branches'],
  entityName: 'branch',
  audience: BRANCH_EDITORS,
  body: BranchSaveRequestSchema,
  response: { 200: BranchSchema, 201: BranchSchema },
  async handle({ body, user, deps, run }) {
    const requestedId = body.id?.value;
    const current = requestedId
      ? (await deps.bus.load(branchDecider, branchStream(requestedId))).state
      : null;
    const updating = current !== null && current.status !== 'none';
    const allowed = updating ? canActOnBranch(user, requestedId ?? '') : hasAuthority(user, 'ADMIN');
    if (!allowed) throw new AccessDeniedError();
    await checkPhoto(deps, body.photo);
    const branchId = requestedId ?? deps.newId();
    const { id: _id, version: expectedVersion, ...fields } = body;
    const values: BranchValues = { ...fields, description: sanitizeRichText(fields.description) };
    const data = { branchId, ...values };
    const { state } = updating
      ? await run(branchDecider, branchStream(branchId), {
          type: 'UpdateBranch',
          data: { ...data, expectedVersion },
        })
      : await run(branchDecider, branchStream(branchId), { type: 'CreateBranch', data });
    const branch: Branch = { id: { value: branchId }, version: state.version, ...values };
    return {
      status: updating ? 200 : 201,
      alert: {
        key: `planning.messages.${updating ? 'branch-updated' : 'branch-created'}`,
        param: values.name,
      },
      body: branch,
    };
  },
});
