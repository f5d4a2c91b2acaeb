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
 * `POST /api/user-conference/notify {session, conference?}`: a branch admin sends the conference to
 * the servants giving it on the session; without a conference, to every servant with an assignment
 * on the session (each named once). Recorded as `ConferenceServantsNotified`; the workers mail each
 * servant named, in his language, one mail with all his conferences of the session and their files.
 */
export const notifyServantsRoute = commandRoute({
  method: 'POST',
  url: '/api/user-conference/notify',
  summary: 'Mail a conference (or every conference of a session) and its files to its servants',
  tags: ['conferences'],
  entityName: 'conference',
  audience: CONFERENCE_SENDERS,
  body: ConferenceNotifyRequestSchema,
  response: { 200: z.object({ notified: z.number() }) },
  async handle({ body, user, deps, run }) {
    await sessionToActOn(deps, user, body.session, 'session');
    const conferenceId = body.conference ?? null;
    const conference = conferenceId ? await listedConference(deps, conferenceId, 'conference') : null;
    const { events } = await run(conferenceServantsDecider, conferenceServantsStream(body.session), {
      type: 'NotifyConferenceServants',
      data: { notificationId: deps.newId(), sessionId: body.session, conferenceId },
    });
    const notified = events.reduce(
      (n, e) => (e.type === 'ConferenceServantsNotified' ? e.data.userIds.length : n),
      0,
    );
    return {
      status: 200,
      body: { notified },
      alert: conference
        ? { key: 'conference.messages.notified', param: conference.name }
        : { key: 'conference.messages.notifiedAll', param: String(notified) },
    };
  },
});
