import { acceptCorrelationId, withCorrelation } from '@cenacle/infra/observability/correlation.ts';
import {
  createLogger,
  type DestinationStream,
  type Logger,
  LoggerRegistry,
} from '@cenacle/infra/observability/logger.ts';
import { QueueDepthReader } from '@cenacle/infra/observability/queues.ts';
import { API_BODY_LIMIT } from '@cenacle/shared-domain';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from './auth/account.routes.ts';
import { authPlugin } from './auth/auth.plugin.ts';
import { languageRoute } from './auth/language.route.ts';
import { loginRoutes } from './auth/login.route.ts';
import { rateLimitNameSpace } from './auth/login-rate-limit.ts';
import type { ServicesContext } from './context.ts';
import { contexts as allContexts } from './contexts.ts';
import type { Deps } from './deps.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { answerClientError, answerFrameworkError } from './http/framework-errors.ts';
import { healthRoutes } from './http/health.route.ts';
import { boundedJsonBodies } from './http/json-body.ts';
import { addMessages } from './http/messages.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRoutes } from './http/route.ts';
import { securityHeaders } from './http/security-headers.ts';
import { refuseUnstorableText } from './http/storable-text.ts';
import { HttpStats, managementRoutes, recordHttpStats } from './management/index.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';
import { refusedUpgrades } from './realtime/refused-upgrades.ts';

declare module 'fastify' {
  interface FastifyInstance {
    readonly routeCatalog: readonly RouteOptions[];
  }
}

/**
 * The API's pino logger: every request at `info` when asked (`LOG_REQUESTS`), else errors only; never
 * quieter than that (decision 018): a 500 always leaves a line with its error and correlation id.
 * The management API may turn any level on at run time, and none off below `error`.
 */
export function apiLogger(deps: Pick<Deps, 'logger'>, destination?: DestinationStream): Logger {
  return createLogger({ level: deps.logger ? 'info' : 'error' }, destination);
}

/**
 * Creates the API from its contexts; never listens (server.ts does, tests use inject or listen on
 * port 0).
 */
export async function buildApp(
  deps: Deps,
  contexts: readonly ServicesContext[] = allContexts,
): Promise<FastifyInstance> {
  const log = deps.log ?? apiLogger(deps);
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // The request id is the correlation id: the caller's (X-Correlation-Id / X-Request-Id) when well
    // formed, else a new one. Every log line of the request and every event it appends carries it.
    genReqId: (request) => acceptCorrelationId(request.headers) ?? deps.newId(),
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    // Empty: no proxy is trusted, X-Forwarded-* are ignored.
    trustProxy: deps.config.trustProxy || false,
    bodyLimit: API_BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  // Every route as registered (method, url, schema): the hostile-input property test walks them all.
  const routeCatalog: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routeCatalog.push(route);
  });
  app.decorate('routeCatalog', routeCatalog);
  // First hook of all: everything the request runs (hooks, handler, the bus) sees its correlation id.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-correlation-id', request.id);
    withCorrelation(request.id, done);
  });
  const httpStats = new HttpStats();
  recordHttpStats(app, httpStats);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  for (const context of contexts) addMessages(context.messages);
  registerErrorHandling(app, Object.assign({}, ...contexts.map((context) => context.errorStatus)));

  boundedJsonBodies(app);
  refuseUnstorableText(app);

  // Ecosystem plugins first, then ours, then routes (fastify's recommended loading order).
  await app.register(securityHeaders);
  await app.register(fastifyFormbody);
  // Multipart is read only by upload routes (`request.file()`), each within the file store's limit.
  await app.register(fastifyMultipart, {
    limits: { fileSize: deps.config.fileMaxBytes, files: 1, fields: 10, parts: 11 },
  });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(deps.redis
      ? { redis: deps.redis, nameSpace: rateLimitNameSpace(deps.config.databaseUrl), skipOnError: true }
      : {}),
  });
  await app.register(fastifyWebsocket);
  await app.register(refusedUpgrades);
  const { loginSessions } = deps;
  await app.register(authPlugin, {
    loginSessions,
    cookieSecret: deps.config.sessionSecret,
    secureCookies: deps.config.secureCookies,
  });
  if (deps.config.apiDocs) await registerOpenApi(app);

  const queues = deps.redis ? new QueueDepthReader(deps.redis, deps.config.queuePrefix) : null;
  app.addHook('onClose', async () => queues?.close());
  await app.register(healthRoutes, { db: deps.db, store: deps.store, redis: deps.redis, queues });
  await app.register(managementRoutes, { deps, http: httpStats, loggers: new LoggerRegistry(log) });
  await app.register(loginRoutes, {
    db: deps.db,
    loginSessions,
    secureCookies: deps.config.secureCookies,
    rateLimit: deps.config.loginRateLimit,
  });
  await app.register(accountRoutes, { db: deps.db, loginSessions });
  await app.register(languageRoute, deps);
  for (const context of contexts) {
    await app.register(async (scope) => registerRoutes(scope, deps, context.routes));
  }
  await app.register(realtimeRoutes, { positions: deps.positions });
  return app;
}
