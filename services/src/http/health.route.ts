import { type Database, formatPosition, type ProjectorStatus, readProjectorStatuses } from '@cenacle/infra';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { hasAuthority } from '../auth/current-user.ts';

/**
 * UP; DEGRADED while a projector has stopped on an event it cannot apply (its read model no longer
 * follows the log); DOWN when the database does not answer. DEGRADED still answers 200: load
 * balancers and the start script probe this endpoint, and one stalled read model must not take
 * every API process out of service. Monitoring reads the status.
 */
export type HealthStatus = 'UP' | 'DEGRADED' | 'DOWN';

function projectorDetails(projector: ProjectorStatus) {
  const { failure } = projector;
  return {
    status: failure ? 'FAILED' : 'UP',
    position: formatPosition(projector.position),
    updatedAt: projector.updatedAt.toISOString(),
    ...(failure
      ? {
          failure: {
            eventId: failure.eventId,
            eventType: failure.eventType,
            position: formatPosition(failure.position),
            error: failure.error,
            failedAt: failure.failedAt.toISOString(),
          },
        }
      : {}),
  };
}

/**
 * The API's health. Anyone gets the overall status; admins also get the parts it is made of
 * (Spring Boot's `components` shape, which the management screens read), among them each
 * projector's position and, when it stopped, the event and the error it stopped on.
 */
export async function healthRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  app.get('/management/health', { schema: { hide: true } }, async (request, reply) => {
    let projectors: ProjectorStatus[];
    try {
      projectors = await readProjectorStatuses(options.db);
    } catch {
      return reply.code(503).send({ status: 'DOWN' satisfies HealthStatus });
    }
    const failed = projectors.some((p) => p.failure !== null);
    const status: HealthStatus = failed ? 'DEGRADED' : 'UP';
    if (!request.user || !hasAuthority(request.user, 'ADMIN')) return { status };
    return {
      status,
      components: {
        db: { status: 'UP' },
        projections: {
          status,
          details: Object.fromEntries(projectors.map((p) => [p.name, projectorDetails(p)])),
        },
      },
    };
  });
}
