import { SKIP_REASON_MAX_LENGTH, SkipRefusedError, skipFailedEvent } from '@cenacle/infra/runner/skips.ts';
import { allProjectors } from '@cenacle/projections/read-models.ts';
import { LogPosition, requiredText } from '@cenacle/shared-domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { HttpProblem } from '../http/http-errors.ts';

const ProjectorParams = z.object({ name: requiredText(100) });
const SkipBody = z.object({ position: LogPosition, reason: requiredText(SKIP_REASON_MAX_LENGTH) });

/**
 * `POST /management/projectors/{name}/skip` with `{position, reason}`: lets a projector that stopped
 * on an event pass exactly that event (decision 017). 404 for an unknown projector, 409 when it has
 * not stopped on the event at that position. The skip is an event of the log, shown in health.
 */
export function skipEventRoute(app: FastifyInstance, deps: Deps): void {
  const names = new Set(allProjectors.map((p) => p.name));
  app.post(
    '/management/projectors/:name/skip',
    { schema: { hide: true, params: ProjectorParams, body: SkipBody }, config: { entityName: 'projector' } },
    async (request) => {
      const { name } = request.params as z.output<typeof ProjectorParams>;
      const { position, reason } = request.body as z.output<typeof SkipBody>;
      if (!names.has(name)) throw new HttpProblem(404, 'error.url.not.found');
      try {
        return await skipFailedEvent(deps, {
          projector: name,
          position,
          reason,
          by: request.user?.login ?? 'unknown',
          userId: request.user?.id ?? null,
          correlationId: request.id,
          newId: deps.newId,
          now: deps.clock,
        });
      } catch (error) {
        if (error instanceof SkipRefusedError) throw new HttpProblem(409, 'error.projectorNotStoppedThere');
        throw error;
      }
    },
  );
}
