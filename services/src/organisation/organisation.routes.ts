import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { branchRoutes } from './branches.routes.ts';
import { schoolSessionRoutes } from './school-sessions.routes.ts';

/** Branches and their sessions. */
export async function organisationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(branchRoutes, deps);
  await app.register(schoolSessionRoutes, deps);
}
