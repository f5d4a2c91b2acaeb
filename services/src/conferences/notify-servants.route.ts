import {
  CONFERENCE_SENDERS,
  ConferenceNotifyRequestSchema,
  conferenceServantsDecider,
  conferenceServantsStream,
} from '@cenacle/shared-domain/conferences';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import { sessionToActOn } from '../organisation/session-scope.ts';
import { listedConference } from './conference-access.ts';

/**
 * `POST /api/user-conference/notify {session, conference}`: a branch admin sends the conference to
 * the servants giving it on the session. Recorded as `ConferenceServantsNotified`; the workers mail
 * each servant, in his language, his conferences of the session with their files attached.
 */
export const notifyServantsRoute = commandRoute({
  method: 'POST',
  url: '/api/user-conference/notify',
  summary: 'Mail a conference and its files to the servants giving it on a session',
  tags: ['conferences'],
  entityName: 'conference',
  audience: CONFERENCE_SENDERS,
  body: ConferenceNotifyRequestSchema,
  response: { 200: z.object({ notified: z.number() }) },
  async handle({ body, user, deps, run }) {
    await sessionToActOn(deps, user, body.session, 'session');
    const conference = await listedConference(deps, body.conference, 'conference');
    const { events } = await run(conferenceServantsDecider, conferenceServantsStream(body.session), {
      type: 'NotifyConferenceServants',
      data: { notificationId: deps.newId(), sessionId: body.session, conferenceId: body.conference },
    });
    const notified = events.reduce(
      (n, e) => (e.type === 'ConferenceServantsNotified' ? e.data.userIds.length : n),
      0,
    );
    return {
      status: 200,
      body: { notified },
      alert: { key: 'conference.messages.notified', param: conference.name },
    };
  },
});
