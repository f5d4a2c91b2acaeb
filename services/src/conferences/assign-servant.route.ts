import {
  CONFERENCE_PLANNERS,
  conferenceServantsDecider,
  conferenceServantsStream,
  UserConferenceRequestSchema,
} from '@cenacle/shared-domain/conferences';
import { commandRoute } from '../http/command-route.ts';
import { sessionToActOn } from '../organisation/session-scope.ts';
import { servantAccount } from '../responsibilities/responsibility-access.ts';
import { listedConference } from './conference-access.ts';

/**
 * `POST /api/user-conference {id, session, user}`: a servant gives the conference on the session; he
 * must serve in the session's branch (400 on `user`).
 */
export const assignServantRoute = commandRoute({
  method: 'POST',
  url: '/api/user-conference',
  summary: 'Give a servant a conference on a session',
  tags: ['conferences'],
  entityName: 'conference',
  audience: CONFERENCE_PLANNERS,
  body: UserConferenceRequestSchema,
  async handle({ body, user, deps, run }) {
    const session = await sessionToActOn(deps, user, body.session, 'session');
    await listedConference(deps, body.id, 'id');
    const servant = await servantAccount(deps, body.user, 'user', session.branchId);
    await run(conferenceServantsDecider, conferenceServantsStream(body.session), {
      type: 'AssignServantToConference',
      data: { sessionId: body.session, conferenceId: body.id, userId: body.user },
    });
    return {
      status: 201,
      alert: { key: 'conference.messages.assigned', param: `${servant.firstName} ${servant.lastName}` },
    };
  },
});
