import {
  SchoolSessionParamsSchema,
  SESSION_PLANNERS,
  schoolSessionDecider,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import { commandRoute } from '../http/command-route.ts';
import { sessionToActOn } from './session-scope.ts';

/**
 * `DELETE /api/school-session/{id}`: admins, and branch admins of the session's branch, delete a
 * session. It is an event (`SchoolSessionDeleted`): the session stops listing and its public page
 * goes; its history, payments and prices stay in the log.
 */
export const deleteSchoolSessionRoute = commandRoute({
  method: 'DELETE',
  url: '/api/school-session/:id',
  summary: 'Delete a session (nothing is removed from the log)',
  tags: ['sessions'],
  entityName: 'schoolSession',
  audience: SESSION_PLANNERS,
  params: SchoolSessionParamsSchema,
  async handle({ params, user, deps, run }) {
    await sessionToActOn(deps, user, params.id);
    await run(schoolSessionDecider, sessionStream(params.id), {
      type: 'DeleteSchoolSession',
      data: { sessionId: params.id },
    });
    // No success alert: the browser names the session in its own toast (spec §8 delete success).
    return { status: 204 };
  },
});
