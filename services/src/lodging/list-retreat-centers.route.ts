import {
  type CenterScope,
  listRetreatCenters,
  shortRetreatCenters,
} from '@cenacle/projections/lodging/retreat-centers/retreat-centers.queries.ts';
import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { RetreatCenterSchema, ShortRetreatCenterSchema } from '@cenacle/shared-domain/lodging';
import { z } from 'zod';
import { type CurrentUser, hasAuthority } from '../auth/current-user.ts';
import { queryRoute } from '../http/query-route.ts';

/** Admins see every centre; other staff those of their branches and those of no branch yet. */
const scopeOf = (user: CurrentUser): CenterScope => (hasAuthority(user, 'ADMIN') ? 'all' : user.branchIds);

/**
 * `GET /api/retreat-centers`: the centres with their buildings and rooms (staff: the planner shows
 * them), each with its branch; another branch's centres are not listed (decision 016).
 */
export const listRetreatCentersRoute = queryRoute({
  url: '/api/retreat-centers',
  summary: 'Retreat centres with their buildings and rooms',
  tags: ['retreat centres'],
  audience: STAFF_AUTHORITIES,
  queries: [listRetreatCenters],
  response: { 200: z.array(RetreatCenterSchema) },
  async handle({ deps, user }) {
    return listRetreatCenters(deps.db, scopeOf(user));
  },
});

/** `GET /api/short-retreat-centers`: id, name and branch of each centre the caller sees (the session's selector). */
export const shortRetreatCentersRoute = queryRoute({
  url: '/api/short-retreat-centers',
  summary: 'Retreat centres by id and name',
  tags: ['retreat centres'],
  audience: STAFF_AUTHORITIES,
  queries: [shortRetreatCenters],
  response: { 200: z.array(ShortRetreatCenterSchema) },
  async handle({ deps, user }) {
    return shortRetreatCenters(deps.db, scopeOf(user));
  },
});
