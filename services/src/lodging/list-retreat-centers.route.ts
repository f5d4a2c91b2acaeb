import {
  listRetreatCenters,
  shortRetreatCenters,
} from '@cenacle/projections/lodging/retreat-centers/retreat-centers.queries.ts';
import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import {
  RETREAT_CENTERS_READ_MODEL,
  RetreatCenterSchema,
  ShortRetreatCenterSchema,
} from '@cenacle/shared-domain/lodging';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';

/** `GET /api/retreat-centers`: every centre with its buildings and rooms (staff: the planner shows them). */
export const listRetreatCentersRoute = queryRoute({
  url: '/api/retreat-centers',
  summary: 'Retreat centres with their buildings and rooms',
  tags: ['retreat centres'],
  audience: STAFF_AUTHORITIES,
  readModels: [RETREAT_CENTERS_READ_MODEL],
  response: { 200: z.array(RetreatCenterSchema) },
  async handle({ deps }) {
    return listRetreatCenters(deps.db);
  },
});

/** `GET /api/short-retreat-centers`: id and name of each centre (the session's selector). */
export const shortRetreatCentersRoute = queryRoute({
  url: '/api/short-retreat-centers',
  summary: 'Retreat centres by id and name',
  tags: ['retreat centres'],
  audience: STAFF_AUTHORITIES,
  readModels: [RETREAT_CENTERS_READ_MODEL],
  response: { 200: z.array(ShortRetreatCenterSchema) },
  async handle({ deps }) {
    return shortRetreatCenters(deps.db);
  },
});
