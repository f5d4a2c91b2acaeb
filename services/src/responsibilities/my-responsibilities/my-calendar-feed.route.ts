import type { Authority } from '@cenacle/shared-domain';
import { userDecider, userStream } from '@cenacle/shared-domain/identity';
import {
  MyCalendarFeedQuerySchema,
  type MyDuty,
  RESPONSIBILITY_KEEPERS,
} from '@cenacle/shared-domain/responsibilities';
import type { Deps } from '../../deps.ts';
import { AccessDeniedError } from '../../http/access-denied.ts';
import { RequestFieldError } from '../../http/http-errors.ts';
import { queryRoute } from '../../http/query-route.ts';
import { isFeedToken } from './feed-token.ts';
import { type CalendarEvent, writeCalendar } from './icalendar.ts';
import { dutiesOn } from './my-duties.ts';

/** A placed duty as a calendar event: its number and name, its level and its files' links. */
function eventOf(deps: Deps, duty: MyDuty & { date: string; start: string; finish: string }): CalendarEvent {
  const summary = duty.number === null ? duty.name : `${duty.number}. ${duty.name}`;
  const files = duty.files.map((f) => `${f.fileName}: ${deps.config.publicUrl}/api/file/${f.fileId}`);
  return {
    uid: `${duty.key}@cenacle`,
    date: duty.date,
    start: duty.start,
    finish: duty.finish,
    summary,
    description: [duty.level ?? '', ...files].filter((line) => line !== '').join('\n'),
  };
}

const placed = (d: MyDuty): d is MyDuty & { date: string; start: string; finish: string } =>
  d.date !== null && d.start !== null && d.finish !== null;

/**
 * `GET /api/my-responsibilities.ics?session=&user=&token=`: a servant's placed duties on a session
 * as an iCalendar feed, for calendar apps that cannot sign in: the token is the secret (decision 009).
 */
export const myCalendarFeedRoute = queryRoute({
  url: '/api/my-responsibilities.ics',
  summary: "A servant's duties on a session as an iCalendar feed (secret link, no sign-in)",
  tags: ['responsibilities'],
  audience: 'public',
  queries: [dutiesOn],
  querystring: MyCalendarFeedQuerySchema,
  produces: ['text/calendar'],
  async handle({ deps, query, reply }) {
    if (!query.session) throw new RequestFieldError('session', 'NotNull');
    if (!query.user) throw new RequestFieldError('user', 'NotNull');
    if (!query.token) throw new RequestFieldError('token', 'NotNull');
    if (!(await isFeedToken(deps, query.user, query.token))) throw new AccessDeniedError();
    const { state } = await deps.bus.load(userDecider, userStream(query.user));
    const keepers: readonly Authority[] = RESPONSIBILITY_KEEPERS;
    if (state.status !== 'registered' || !state.authorities.some((a) => keepers.includes(a)))
      throw new AccessDeniedError();
    const duties = await dutiesOn(deps, { ...state, id: query.user }, query.session);
    const text = writeCalendar({
      name: 'Cenacle',
      stamp: deps.clock(),
      events: duties.filter(placed).map((d) => eventOf(deps, d)),
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="my-responsibilities.ics"')
      .header('cache-control', 'private, no-store')
      .send(text);
  },
});
