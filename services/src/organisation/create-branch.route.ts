import {
  BranchSaveRequestSchema,
  BranchSchema,
  branchDecider,
  branchStream,
} from '@cenacle/shared-domain/organisation';
import { commandRoute } from '../http/command-route.ts';

/** `POST /api/branch/`: an administrator opens a branch. */
export const createBranchRoute = commandRoute({
  method: 'POST',
  url: '/api/branch/',
  summary: 'Open a branch',
  tags: ['branches'],
  entityName: 'branch',
  audience: ['ADMIN'],
  body: BranchSaveRequestSchema,
  response: { 201: BranchSchema },
  async handle({ body, deps, run }) {
    const branchId = body.id?.value ?? deps.newId();
    const { name, country, city, active, currencySign } = body;
    const data = { branchId, name, country, city, active, currencySign };
    await run(branchDecider, branchStream(branchId), { type: 'CreateBranch', data });
    return {
      status: 201,
      alert: { key: 'administration.messages.branch-created', param: name },
      body: { id: { value: branchId }, name, country, city, active, currencySign },
    };
  },
});
