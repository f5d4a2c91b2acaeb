import {
  CONFERENCE_KEEPERS,
  ConferenceParamsSchema,
  conferenceDecider,
  conferenceStream,
} from '@cenacle/shared-domain/conferences';
import { commandRoute } from '../http/command-route.ts';
import { listedConference } from './conference-access.ts';

/** `DELETE /api/conference/{id}`: takes a conference out of the catalogue (`ConferenceRemoved`). */
export const deleteConferenceRoute = commandRoute({
  method: 'DELETE',
  url: '/api/conference/:id',
  summary: 'Remove a conference from the catalogue (nothing is removed from the log)',
  tags: ['conferences'],
  entityName: 'conference',
  audience: CONFERENCE_KEEPERS,
  params: ConferenceParamsSchema,
  async handle({ params, deps, run }) {
    const conference = await listedConference(deps, params.id);
    await run(conferenceDecider, conferenceStream(params.id), {
      type: 'RemoveConference',
      data: { conferenceId: params.id },
    });
    return { status: 204, alert: { key: 'conference.messages.deleted', param: conference.name } };
  },
});
