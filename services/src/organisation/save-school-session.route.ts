import { DomainError } from '@cenacle/shared-domain';
import {
  type BranchState,
  type SchoolSession,
  SchoolSessionSaveRequestSchema,
  SchoolSessionSchema,
  SESSION_PLANNERS,
  schoolSessionDecider,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import { canActOnBranch } from '../auth/current-user.ts';
import { AccessDeniedError } from '../http/access-denied.ts';
import { commandRoute } from '../http/command-route.ts';
import { openBranch } from './open-branch.ts';

type OpenBranch = Extract<BranchState, { status: 'open' }>;

const branchBody = (branchId: string, { status: _status, ...branch }: OpenBranch) => ({
  id: { value: branchId },
  ...branch,
});

/**
 * `POST /api/school-session/`: without the id of an existing session, plans one on an active branch
 * (201); with it, saves it again with every field (200, `SchoolSessionChanged`). Admins act on any
 * branch, branch admins on their own: a session moved to another branch must be theirs on both.
 */
export const saveSchoolSessionRoute = commandRoute({
  method: 'POST',
  url: '/api/school-session/',
  summary: 'Plan a session of a branch, or save one again',
  tags: ['sessions'],
  entityName: 'schoolSession',
  audience: SESSION_PLANNERS,
  body: SchoolSessionSaveRequestSchema,
  response: { 200: SchoolSessionSchema, 201: SchoolSessionSchema },
  async handle({ body, user, deps, run }) {
    const branchId = body.branchId.value;
    const requestedId = body.id?.value;
    const current = requestedId
      ? (await deps.bus.load(schoolSessionDecider, sessionStream(requestedId))).state
      : null;
    if (current?.status === 'deleted') {
      throw new DomainError('NOT_FOUND', 'error.session.notFound', { id: requestedId ?? '' });
    }
    const updating = current?.status === 'planned';
    if (updating && !canActOnBranch(user, current.branchId)) throw new AccessDeniedError();
    if (!canActOnBranch(user, branchId)) throw new AccessDeniedError();
    const branch = await openBranch(deps, branchId, 'branchId');
    // A session stays where it is on a branch closed since; only new plans need an active one.
    const moving = !updating || current.branchId !== branchId;
    if (moving && !branch.active) {
      throw new DomainError('BRANCH_INACTIVE', 'error.branch.inactive', { id: branchId }, 'branchId');
    }
    const sessionId = requestedId ?? deps.newId();
    const data = {
      sessionId,
      branchId,
      season: body.season,
      dateFrom: body.dateFrom ?? null,
      dateTo: body.dateTo ?? null,
      levels: body.levels.map(({ name }) => ({ name })),
    };
    const { state } = await run(
      schoolSessionDecider,
      sessionStream(sessionId),
      updating
        ? { type: 'ChangeSchoolSession', data: { ...data, expectedVersion: body.version } }
        : { type: 'CreateSchoolSession', data },
    );
    const session: SchoolSession = {
      id: { value: sessionId },
      version: state.status === 'planned' ? state.version : 1,
      season: data.season,
      dateFrom: data.dateFrom,
      dateTo: data.dateTo,
      levels: data.levels,
      branchId: { value: branchId },
      branch: branchBody(branchId, branch),
    };
    return {
      status: updating ? 200 : 201,
      alert: {
        key: `planning.messages.${updating ? 'session-updated' : 'session-created'}`,
        param: sessionId,
      },
      body: session,
    };
  },
});
