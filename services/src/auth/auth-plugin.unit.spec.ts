import { createDb } from '@cenacle/infra';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { authPlugin } from './auth.plugin.ts';
import { requireAuthority } from './guards.ts';
import { LoginSessionStore } from './login-session-store.ts';

/** The auth plugin on a bare Fastify. No request here carries a login session, so no query runs. */
async function bareApp(): Promise<FastifyInstance> {
  const db = createDb('postgres://127.0.0.1:1/never-connected');
  const app = Fastify();
  app.addHook('onClose', () => db.destroy());
  await app.register(authPlugin, {
    loginSessions: new LoginSessionStore(db, () => new Date()),
    cookieSecret: 'a unit test secret of some length',
    secureCookies: false,
  });
  return app;
}

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

describe('Auth plugin', () => {
  it('refuses to register a route whose guard would run after its body is read and validated', async () => {
    app = await bareApp();
    const late = () => app?.post('/late', { preHandler: requireAuthority() }, async () => 'ran');
    expect(late).toThrow(/requireAuthority\(\) belongs in onRequest, not preHandler/);
  });

  it('wants a CSRF token on every unsafe method unless the route opts out in its config', async () => {
    app = await bareApp();
    app.post('/protected', async () => 'ran');
    app.delete('/protected', async () => 'ran');
    app.post('/opted-out', { config: { csrf: false } }, async () => 'ran');
    const status = async (method: 'POST' | 'DELETE', url: string) =>
      (await app?.inject({ method, url }))?.statusCode;
    expect(await status('POST', '/protected')).toBe(403);
    expect(await status('DELETE', '/protected')).toBe(403);
    expect(await status('POST', '/opted-out')).toBe(200);
  });
});
