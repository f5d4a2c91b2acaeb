import { wishesOfSession } from '@cenacle/projections/lodging/room-assignments/room-assignments.queries.ts';
import {
  LodgingSessionQuerySchema,
  NotedWishesSchema,
  type NotedWishesView,
  type PersonRef,
  personOfKey,
  ROOM_PLANNERS,
} from '@cenacle/shared-domain/lodging';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';

/** The people the keys name; a key no person could have (a damaged row) is left out. */
const peopleOf = (keys: readonly string[]): PersonRef[] => keys.flatMap((key) => personOfKey(key) ?? []);

/** `GET /api/participant-room-wishes?session=`: what the planners noted of each person's wishes. */
export const listWishesRoute = queryRoute({
  url: '/api/participant-room-wishes',
  summary: "The noted lodging wishes of a session's people",
  tags: ['room assignment'],
  audience: ROOM_PLANNERS,
  queries: [authorizeSessionRead, wishesOfSession],
  querystring: LodgingSessionQuerySchema,
  response: { 200: z.array(NotedWishesSchema) },
  async handle({ query, user, deps }) {
    await authorizeSessionRead(deps, user, query.session);
    const wishes = await wishesOfSession(deps.db, query.session);
    return [...wishes].flatMap(([key, noted]): NotedWishesView[] => {
      const person = personOfKey(key);
      if (!person) return [];
      return [
        {
          person,
          roommates: peopleOf(noted.roommates),
          notWith: peopleOf(noted.notWith),
          needsStepFree: noted.needsStepFree,
          gender: noted.gender,
        },
      ];
    });
  },
});
