import {
  EFFECTIVE_LOG_LEVELS,
  LOG_LEVELS,
  type LoggerRegistry,
} from '@cenacle/infra/observability/logger.ts';
import { requiredText } from '@cenacle/shared-domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpProblem } from '../http/http-errors.ts';

const LoggerParams = z.object({ name: requiredText(100) });
const unknownLogger = () => new HttpProblem(404, 'error.url.not.found');
/** Spring Boot's body: a level, or null to forget the logger's own level. */
const LoggerLevelBody = z.object({ configuredLevel: z.enum(LOG_LEVELS).nullable() });

/**
 * `GET /management/loggers`, `GET /management/loggers/{name}` and `POST /management/loggers/{name}`
 * with `{configuredLevel}`: the process's loggers and their levels, changed at run time (this process
 * only; each API process is set on its own).
 */
export function loggersRoutes(app: FastifyInstance, loggers: LoggerRegistry): void {
  const audit = loggers.child('cenacle.management');
  app.get('/management/loggers', { schema: { hide: true } }, async () => ({
    // What the admin page offers: FATAL and OFF are still accepted, and mean ERROR.
    levels: [...EFFECTIVE_LOG_LEVELS],
    loggers: Object.fromEntries(loggers.names().map((name) => [name, loggers.levels(name)])),
  }));

  app.get('/management/loggers/:name', { schema: { hide: true, params: LoggerParams } }, async (request) => {
    const { name } = request.params as z.output<typeof LoggerParams>;
    const levels = loggers.levels(name);
    if (!levels) throw unknownLogger();
    return levels;
  });

  app.post(
    '/management/loggers/:name',
    { schema: { hide: true, params: LoggerParams, body: LoggerLevelBody }, config: { entityName: 'logger' } },
    async (request, reply) => {
      const { name } = request.params as z.output<typeof LoggerParams>;
      const { configuredLevel } = request.body as z.output<typeof LoggerLevelBody>;
      if (!loggers.setLevel(name, configuredLevel)) throw unknownLogger();
      audit.info({ logger: name, configuredLevel, by: request.user?.login }, 'log level changed');
      return reply.code(204).send();
    },
  );
}
