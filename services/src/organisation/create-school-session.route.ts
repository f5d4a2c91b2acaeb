import { DomainError } from '@cenacle/shared-domain';
import {
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

/** `POST /api/school-session/`: plan a session of an active branch (admins, and its branch admins). */
export const createSchoolSessionRoute = commandRoute({
  method: 'POST',
  url: '/api/school-session/',
  summary: 'Plan a session of a branch',
  tags: ['sessions'],
  entityName: 'schoolSession',
  audience: SESSION_PLANNERS,
  body: SchoolSessionSaveRequestSchema,
  response: { 201: SchoolSessionSchema },
  async handle({ body, user, deps, run }) {
    const branchId = body.branchId.value;
    if (!canActOnBranch(user, branchId)) throw new AccessDeniedError();
    const branch = await openBranch(deps, branchId, 'branchId');
    if (!branch.active) {
      throw new DomainError('BRANCH_INACTIVE', 'error.branch.inactive', { id: branchId }, 'branchId');
    }
    const sessionId = body.id?.value ?? deps.newId();
    const data = {
      sessionId,
      branchId,
      season: body.season,
      dateFrom: body.dateFrom ?? null,
      dateTo: body.dateTo ?? null,
      levels: body.levels.map(({ name }) => ({ name })),
    };
    await run(schoolSessionDecider, sessionStream(sessionId), { type: 'CreateSchoolSession', data });
    const session: SchoolSession = {
      id: { value: sessionId },
      season: data.season,
      dateFrom: data.dateFrom,
      dateTo: data.dateTo,
      levels: data.levels,
      branchId: { value: branchId },
      branch: {
        id: { value: branchId },
        name: branch.name,
        country: branch.country,
        city: branch.city,
        active: branch.active,
        currencySign: branch.currencySign,
        photo: branch.photo,
        phone: branch.phone,
        email: branch.email,
        facebook: branch.facebook,
        description: branch.description,
        longitude: branch.longitude,
        latitude: branch.latitude,
      },
    };
    return {
      status: 201,
      alert: { key: 'planning.messages.session-created', param: sessionId },
      body: session,
    };
  },
});
