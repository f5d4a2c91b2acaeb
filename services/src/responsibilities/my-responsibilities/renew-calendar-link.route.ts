import {
  calendarFeedDecider,
  calendarFeedStream,
  RESPONSIBILITY_KEEPERS,
} from '@cenacle/shared-domain/responsibilities';
import { commandRoute } from '../../http/command-route.ts';

/**
 * `POST /api/my-responsibilities/calendar-link`: a new secret for the caller's calendar feed; every
 * link he shared before stops working (decision 009).
 */
export const renewCalendarLinkRoute = commandRoute({
  method: 'POST',
  url: '/api/my-responsibilities/calendar-link',
  summary: "Renew the caller's calendar feed link (earlier links stop working)",
  tags: ['responsibilities'],
  entityName: 'calendarFeed',
  audience: RESPONSIBILITY_KEEPERS,
  async handle({ user, run }) {
    await run(calendarFeedDecider, calendarFeedStream(user.id), {
      type: 'RenewCalendarFeedLink',
      data: { userId: user.id },
    });
    return { status: 200, body: { renewed: true } };
  },
});
