import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/** Liveness and database reachability, for load balancers and the start script. */
export async function healthRoutes(app: FastifyInstance, options: { pool: pg.Pool }): Promise<void> {
  app.get('/management/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await options.pool.query('SELECT 1');
      return { status: 'UP' };
    } catch {
      return reply.code(503).send({ status: 'DOWN' });
    }
  });
}
