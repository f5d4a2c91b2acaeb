import {
  type Database,
  type EventStore,
  formatPosition,
  type Position,
  readProjectorStatuses,
} from '@cenacle/infra';
import type { QueueDepth, QueueDepthReader } from '@cenacle/infra/observability/queues.ts';
import { type ProjectorSkip, readSkips } from '@cenacle/infra/runner/skips.ts';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { hasAuthority } from '../auth/current-user.ts';
import { type ProjectorLag, projectorLags } from '../management/projection-lag.ts';

/**
 * UP; DEGRADED while a projector has stopped on an event it cannot apply (its read model no longer
 * follows the log) or Redis is away (mail waits); DOWN when the database or the event store does not
 * answer. DEGRADED still answers 200: load balancers and the start script probe this endpoint, and one
 * stalled read model must not take every API process out of service. Monitoring reads the status.
 */
export type HealthStatus = 'UP' | 'DEGRADED' | 'DOWN';

/** A check that does not answer within this long counts as down: a probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  readonly db: Kysely<Database>;
  readonly store: EventStore;
  readonly redis: Redis | null;
  readonly queues: QueueDepthReader | null;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

async function check<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return { ok: true, value: await Promise.race([work(), timeout]) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

function projectorDetails({ status: projector, lag }: ProjectorLag, skips: readonly ProjectorSkip[]) {
  const { failure } = projector;
  const skipped = skips.filter((s) => s.projector === projector.name);
  return {
    status: failure ? 'FAILED' : 'UP',
    position: formatPosition(projector.position),
    lag,
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
    // Events an operator let it pass (decision 017): its read model differs from a plain replay there.
    ...(skipped.length > 0 ? { skipped: skipped.map(({ projector: _name, ...skip }) => skip) } : {}),
  };
}

const down = (error: string) => ({ status: 'DOWN', details: { error } });

/**
 * The API's health. Anyone gets the overall status; admins also get the parts it is made of
 * (Spring Boot's `components` shape, which the management screens read): the database, the event
 * store's head, Redis, each projector's position and lag (and, when it stopped, the event and the
 * error it stopped on), and the depth of the workers' queues.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  // Liveness: the process answers. It asks nothing outside it, so a database outage takes the API
  // out of readiness (`/management/health` answers 503) instead of getting it restarted.
  app.get('/management/health/liveness', { schema: { hide: true } }, async () => ({ status: 'UP' }));
  app.get('/management/health', { schema: { hide: true } }, async (request, reply) => {
    const { redis, queues } = options;
    // The database (the checkpoints), the event store (its head) and Redis, each asked once.
    const [statuses, head, ping] = await Promise.all([
      check(() => readProjectorStatuses(options.db)),
      check<Position | null>(() => options.store.headPosition()),
      redis ? check(() => redis.ping()) : null,
    ]);
    const projectors: Outcome<ProjectorLag[]> = statuses.ok
      ? { ok: true, value: projectorLags(statuses.value, head.ok ? head.value : null) }
      : statuses;
    const failed = projectors.ok && projectors.value.some((p) => p.status.failure !== null);
    const status: HealthStatus =
      !statuses.ok || !head.ok ? 'DOWN' : failed || (ping && !ping.ok) ? 'DEGRADED' : 'UP';
    reply.code(status === 'DOWN' ? 503 : 200);
    if (!request.user || !hasAuthority(request.user, 'ADMIN')) return { status };
    // The queues' depths only for an admin's details: a probe's answer does not need them.
    const [depths, skips]: [Outcome<Record<string, QueueDepth>>, Outcome<ProjectorSkip[]>] =
      await Promise.all([
        queues ? check(() => queues.read()) : { ok: false as const, error: 'not configured' },
        check(() => readSkips(options.store)),
      ]);
    return {
      status,
      components: {
        db: statuses.ok ? { status: 'UP' } : down(statuses.error),
        eventStore: head.ok
          ? { status: 'UP', details: { head: head.value ? formatPosition(head.value) : null } }
          : down(head.error),
        // Without Redis by configuration, the login rate limit is per process and nothing waits on it here.
        redis: !ping ? { status: 'UNKNOWN' } : ping.ok ? { status: 'UP' } : down(ping.error),
        projections: projectors.ok
          ? {
              status: failed ? 'DEGRADED' : 'UP',
              details: Object.fromEntries(
                projectors.value.map((p) => [
                  p.status.name,
                  projectorDetails(p, skips.ok ? skips.value : []),
                ]),
              ),
            }
          : down(projectors.error),
        queues: depths.ok
          ? { status: 'UP', details: depths.value }
          : { status: 'UNKNOWN', details: { error: depths.error } },
      },
    };
  });
}
