import { DomainError } from '@cenacle/shared-domain';
import {
  CONFERENCE_MERGERS,
  ConferenceMoveRequestSchema,
  columnBody,
  columnOf,
  conferencePlanDecider,
  conferencePlanStream,
  currentColumn,
  PlanColumnSchema,
} from '@cenacle/shared-domain/conferences';
import { sameLevelName } from '@cenacle/shared-domain/organisation';
import { commandRoute } from '../http/command-route.ts';
import { sessionToActOn } from '../organisation/session-scope.ts';
import { columnCatalogue, sessionCatalogue } from './conference-plan-view.ts';

/**
 * `POST /api/session-conferences {sessionId, conferenceId, oldIndex, newIndex, action, level, lang,
 * version}`: one change of a summer session's conference plan (admins and the session's branch
 * admins). Answers the column as it now stands; a `version` older than the column's is a 409.
 */
export const moveConferenceRoute = commandRoute({
  method: 'POST',
  url: '/api/session-conferences',
  summary: "Move, merge, ungroup, remove or restore a conference of a session's plan",
  tags: ['conferences'],
  entityName: 'conferencePlan',
  audience: CONFERENCE_MERGERS,
  body: ConferenceMoveRequestSchema,
  response: { 200: PlanColumnSchema },
  async handle({ body, user, deps, run }) {
    const session = await sessionToActOn(deps, user, body.sessionId, 'sessionId');
    const level = session.levels.find((l) => sameLevelName(l.name, body.level))?.name;
    if (!level) {
      throw new DomainError(
        'UNKNOWN_REFERENCE',
        'error.conferencePlan.unknownLevel',
        { level: body.level },
        'level',
      );
    }
    const { sessionId, conferenceId, oldIndex, newIndex, action, lang, version } = body;
    const catalogue = columnCatalogue(await sessionCatalogue(deps, session.season, [level]), level, lang);
    const { state } = await run(conferencePlanDecider, conferencePlanStream(sessionId), {
      type: 'MoveConference',
      data: {
        sessionId,
        season: session.season,
        move: { conferenceId, oldIndex, newIndex, action, level, lang },
        expectedVersion: version,
        catalogue,
      },
    });
    const column = columnBody(currentColumn(columnOf(state, level, lang), catalogue));
    return { status: 200, body: { ...column, lang } };
  },
});
