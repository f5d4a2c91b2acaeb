import { wishesOfSession } from '@cenacle/projections/lodging/room-assignments/room-assignments.queries.ts';
import {
  LodgingSessionQuerySchema,
  NotedWishesSchema,
  type NotedWishesView,
  PERSON_TYPES,
  type PersonType,
  ROOM_ASSIGNMENTS_READ_MODEL,
  ROOM_PLANNERS,
} from '@cenacle/shared-domain/lodging';
import { z } from 'zod';
import { authorizeLedgerQuery } from '../accounting/session-access.ts';
import { queryRoute } from '../http/query-route.ts';

/** `type:id` back to the person it names. */
function personOf(key: string): NotedWishesView['person'] {
  const at = key.indexOf(':');
  const type = key.slice(0, at);
  if (!(PERSON_TYPES as readonly string[]).includes(type)) throw new Error(`not a person key: ${key}`);
  return { type: type as PersonType, id: key.slice(at + 1) };
}

/** `GET /api/participant-room-wishes?session=`: what the planners noted of each person's wishes. */
export const listWishesRoute = queryRoute({
  url: '/api/participant-room-wishes',
  summary: "The noted lodging wishes of a session's people",
  tags: ['room assignment'],
  audience: ROOM_PLANNERS,
  readModels: [ROOM_ASSIGNMENTS_READ_MODEL],
  querystring: LodgingSessionQuerySchema,
  response: { 200: z.array(NotedWishesSchema) },
  async handle({ query, user, deps }) {
    await authorizeLedgerQuery(deps, user, query.session);
    const wishes = await wishesOfSession(deps.db, query.session);
    return [...wishes].map(([key, noted]) => ({
      person: personOf(key),
      roommates: noted.roommates.map(personOf),
      notWith: noted.notWith.map(personOf),
      needsStepFree: noted.needsStepFree,
      gender: noted.gender,
    }));
  },
});
