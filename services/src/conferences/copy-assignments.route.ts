import { assignmentsOfSession } from '@cenacle/projections/conferences/conferences/conferences.queries.ts';
import {
  CONFERENCE_PLANNERS,
  ConferenceCopyRequestSchema,
  conferenceServantsDecider,
  conferenceServantsStream,
} from '@cenacle/shared-domain/conferences';
import { commandRoute } from '../http/command-route.ts';
import { sessionToActOn } from '../organisation/session-scope.ts';
import { servesBranch } from '../responsibilities/responsibility-access.ts';

/**
 * `POST /api/user-conference/copy {from, to}` (an addition: the planner's "copy to the current
 * session"): every servant's conference on `from` is given to him on `to` too, if he serves in the
 * branch of `to`.
 */
export const copyAssignmentsRoute = commandRoute({
  method: 'POST',
  url: '/api/user-conference/copy',
  summary: "Copy a session's conference assignments into another session",
  tags: ['conferences'],
  entityName: 'conference',
  audience: CONFERENCE_PLANNERS,
  body: ConferenceCopyRequestSchema,
  async handle({ body, user, deps, run }) {
    await sessionToActOn(deps, user, body.from, 'from');
    const target = await sessionToActOn(deps, user, body.to, 'to');
    let copied = 0;
    for (const { conferenceId, userId } of await assignmentsOfSession(deps.db, body.from)) {
      // A servant the target's branch does not have stays behind.
      if (!(await servesBranch(deps, userId, target.branchId))) continue;
      const { events } = await run(conferenceServantsDecider, conferenceServantsStream(body.to), {
        type: 'AssignServantToConference',
        data: { sessionId: body.to, conferenceId, userId },
      });
      copied += events.length;
    }
    return {
      status: 200,
      body: { copied },
      alert: { key: 'conference.messages.copied', param: String(copied) },
    };
  },
});
