import {
  MyResponsibilitiesQuerySchema,
  MyResponsibilitiesSchema,
  RESPONSIBILITY_KEEPERS,
} from '@cenacle/shared-domain/responsibilities';
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
  queries: [dutiesOn],
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
