import { createDb } from '@cenacle/infra';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.ts';

describe('Error handling', () => {
  it('answers 503 with Retry-After, in the problem shape, when the database cannot be reached', async () => {
    // A port nobody listens on: the connection is refused, as when PostgreSQL is down.
    const db = createDb('postgres://postgres@127.0.0.1:1/never-there');
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/api/reads', async () => sql`SELECT 1`.execute(db));
    app.get('/api/bug', async () => {
      throw new TypeError('a bug');
    });
    try {
      const down = await app.inject({ method: 'GET', url: '/api/reads' });
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('5');
      expect(down.json()).toMatchObject({ status: 503, message: 'error.serviceUnavailable' });
      // A programming error stays a 500 that names nothing of the internals.
      const bug = await app.inject({ method: 'GET', url: '/api/bug' });
      expect(bug.statusCode).toBe(500);
      expect(bug.body).not.toContain('a bug');
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
