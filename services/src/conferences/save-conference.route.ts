import {
  CONFERENCE_KEEPERS,
  type Conference,
  ConferenceSaveRequestSchema,
  ConferenceSchema,
  conferenceDecider,
  conferenceStream,
} from '@cenacle/shared-domain/conferences';
import { commandRoute } from '../http/command-route.ts';
import { checkFiles, schoolLevel } from './conference-access.ts';

/**
 * `POST /api/conference/`: without an id adds a conference to the catalogue (201); with the id of a
 * listed one saves it again (200). The catalogue is the admins' (spec §6).
 */
export const saveConferenceRoute = commandRoute({
  method: 'POST',
  url: '/api/conference/',
  summary: 'Add a conference to the catalogue, or save one again',
  tags: ['conferences'],
  entityName: 'conference',
  audience: CONFERENCE_KEEPERS,
  body: ConferenceSaveRequestSchema,
  response: { 200: ConferenceSchema, 201: ConferenceSchema },
  async handle({ body, deps, run }) {
    const requestedId = body.id?.value;
    const current = requestedId
      ? (await deps.bus.load(conferenceDecider, conferenceStream(requestedId))).state
      : null;
    const updating = current !== null && current.status !== 'none';
    const level = await schoolLevel(deps, body.level);
    await checkFiles(deps, body.files);
    const conferenceId = requestedId ?? deps.newId();
    const data = {
      conferenceId,
      name: body.name,
      number: body.number,
      level,
      lang: body.lang,
      season: body.season,
      files: body.files,
    };
    await run(
      conferenceDecider,
      conferenceStream(conferenceId),
      updating ? { type: 'ChangeConference', data } : { type: 'AddConference', data },
    );
    const { conferenceId: _id, ...rest } = data;
    const saved: Conference = {
      id: { value: conferenceId },
      ...rest,
      files: [...data.files],
      servants: [],
      origins: [],
    };
    return {
      status: updating ? 200 : 201,
      alert: { key: 'conference.messages.saved', param: data.name },
      body: saved,
    };
  },
});
