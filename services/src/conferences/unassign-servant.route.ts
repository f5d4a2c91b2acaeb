import {
  CONFERENCE_PLANNERS,
  conferenceServantsDecider,
  conferenceServantsStream,
  UserConferenceRequestSchema,
} from '@cenacle/shared-domain/conferences';
import { commandRoute } from '../http/command-route.ts';
import { sessionToActOn } from '../organisation/session-scope.ts';

/** `DELETE /api/user-conference?id=&session=&user=`: the servant no longer gives it there. */
export const unassignServantRoute = commandRoute({
  method: 'DELETE',
  url: '/api/user-conference',
  summary: 'Take a servant off a conference of a session',
  tags: ['conferences'],
  entityName: 'conference',
  audience: CONFERENCE_PLANNERS,
  querystring: UserConferenceRequestSchema,
  async handle({ query, user, deps, run }) {
    await sessionToActOn(deps, user, query.session, 'session');
    await run(conferenceServantsDecider, conferenceServantsStream(query.session), {
      type: 'UnassignServantFromConference',
      data: { sessionId: query.session, conferenceId: query.id, userId: query.user },
    });
    return { status: 200, alert: { key: 'conference.messages.unassigned', param: query.user } };
  },
});
