import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { requireAuthority } from '../auth/guards.ts';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document is generated from the same zod schemas that validate requests. It and its
 * UI are for admins only (spec: "API docs, admin only, if enabled"); JSON at /api/docs/json.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Cenacle API',
        version: '1.0.0',
        description:
          'The calls of the product specification, plus additions: the treasurer audit trail ' +
          '(`/api/session-payments/{sessionId}/history`), balance as of a moment (`…/balance`), ' +
          'ledger summary (`…/summary`), CSV export (`…/export.csv`), health and the read-model ' +
          'WebSocket (`/api/ws`). Commands answer the `app-log-position` header; queries accept ' +
          '`?position=` to wait (briefly) until the read model has reached it; an answer made before it ' +
          'had carries `app-read-model-stale: true`. Writes, sign-in included, need the `X-XSRF-TOKEN` ' +
          'header echoing the `XSRF-TOKEN` cookie that every answer hands out.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'CENACLE_SESSION' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  const adminOnly = requireAuthority('ADMIN');
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiHooks: {
      onRequest: async (request, reply) => {
        await adminOnly.call(app, request, reply);
      },
    },
  });
}
