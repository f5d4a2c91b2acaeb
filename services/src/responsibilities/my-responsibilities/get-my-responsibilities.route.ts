import { CONFERENCES_READ_MODEL } from '@cenacle/shared-domain/conferences';
import { BRANCHES_READ_MODEL, SCHOOL_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation';
import {
  MyResponsibilitiesQuerySchema,
  MyResponsibilitiesSchema,
  RESPONSIBILITIES_READ_MODEL,
  RESPONSIBILITY_KEEPERS,
} from '@cenacle/shared-domain/responsibilities';
import { SCHEDULES_READ_MODEL } from '@cenacle/shared-domain/schedule';
import { RequestFieldError } from '../../http/http-errors.ts';
import { queryRoute } from '../../http/query-route.ts';
import { feedPath } from './feed-token.ts';
import { dutiesOn } from './my-duties.ts';

/**
 * `GET /api/my-responsibilities?session=`: the caller's conferences (with files) and
 * responsibilities on a session, placed by the schedule (by time), the unplaced apart, and the
 * secret path of his calendar feed.
 */
export const getMyResponsibilitiesRoute = queryRoute({
  url: '/api/my-responsibilities',
  summary: "The caller's conferences and responsibilities on a session, with their times, and his feed link",
  tags: ['responsibilities'],
  audience: RESPONSIBILITY_KEEPERS,
  readModels: [
    RESPONSIBILITIES_READ_MODEL,
    CONFERENCES_READ_MODEL,
    SCHEDULES_READ_MODEL,
    SCHOOL_SESSIONS_READ_MODEL,
    BRANCHES_READ_MODEL,
  ],
  querystring: MyResponsibilitiesQuerySchema,
  response: { 200: MyResponsibilitiesSchema },
  async handle({ deps, query, user }) {
    if (!query.session) throw new RequestFieldError('session', 'NotNull');
    const duties = await dutiesOn(deps, user, query.session);
    return {
      sessionId: query.session,
      scheduled: duties.filter((d) => d.date !== null),
      unscheduled: duties.filter((d) => d.date === null),
      calendarPath: await feedPath(deps, user.id, query.session),
    };
  },
});
