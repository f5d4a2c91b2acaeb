import { createHash } from 'node:crypto';
import { extname, resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { cacheControl } from './cache-policy.ts';
import { answerClientError, sendProblem } from './problem.ts';
import { registerApiProxy } from './proxy.ts';
import { REMOTE_CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers.ts';

export interface StaticServerOptions {
  /** Directory of a built app (its `dist`). */
  readonly root: string;
  /** Answer index.html for unknown paths without an extension (the shell's client-side routes). */
  readonly spaFallback?: boolean;
  /** Send `Access-Control-Allow-Origin: *` (remotes: the shell fetches their manifest cross-origin). */
  readonly cors?: boolean;
  /**
   * Forward these path prefixes to the API, and WebSocket upgrades under `webSocketPrefix` (default
   * `/api/`).
   */
  readonly proxy?: {
    readonly apiUrl: string;
    readonly prefixes: readonly string[];
    readonly webSocketPrefix?: string;
    readonly webSocketHandshakeMs?: number;
  };
  /** Files answered from memory instead of disk, e.g. the deployment's `/remotes.json`. */
  readonly generated?: Readonly<Record<string, { readonly body: string; readonly type: string }>>;
  /** Content-Security-Policy of every file served (default: a remote's, which allows nothing). */
  readonly contentSecurityPolicy?: string;
}

/** Below this many bytes a file is sent as it is (the build step compresses from 512 bytes too). */
const COMPRESS_THRESHOLD = 512;
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/** The status of a framework or plugin error: its own when it is a 4xx or 5xx, else 500. */
const statusOf = (error: unknown) => {
  const code = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
};

const proxied = (request: FastifyRequest) =>
  (request.routeOptions.config as { apiProxy?: boolean } | undefined)?.apiProxy === true;

/**
 * A request path that could name a file outside the root in any spelling: a `..` or `.` segment,
 * a backslash, a null byte, an empty segment, or an escape left after one decoding (`%252e`).
 * Built files have none of these in their names, so such a path is refused before any file lookup.
 */
export function unsafePath(url: string): boolean {
  const raw = url.split('?', 1)[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return true;
  }
  return (
    !path.startsWith('/') ||
    /[\\\0%]/.test(path) ||
    path.includes('//') ||
    path.split('/').some((segment) => segment === '.' || segment === '..')
  );
}

/**
 * A production-like server of one built app: the build's Brotli and gzip copies (`@fastify/static`
 * with `preCompressed`) and on-the-fly compression of the rest (`@fastify/compress`), cache headers
 * by file name, the security headers, the SPA fallback, and the API proxy. Ready, not listening.
 */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const root = resolve(options.root);
  const headers: Record<string, string> = securityHeaders(
    options.contentSecurityPolicy ?? REMOTE_CONTENT_SECURITY_POLICY,
  );
  if (options.cors) headers['Access-Control-Allow-Origin'] = '*';
  const app = Fastify({
    forceCloseConnections: true,
    // A URL the router cannot decode (`%ED%A0%80`), headers too large: the problem shape, never
    // Fastify's own error body. No hook ran, so the security headers are set here.
    frameworkErrors: (error, request, reply) => {
      reply.headers(headers);
      return sendProblem(request, reply, statusOf(error));
    },
    clientErrorHandler: answerClientError,
  });
  // Whatever else fails (a proxied body that cannot be read…) answers a problem too.
  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    return sendProblem(request, reply, status);
  });

  app.addHook('onRequest', async (request, reply) => {
    // A path that would climb out of the build or that no file can have: refused in the problem shape.
    if (!proxied(request) && unsafePath(request.url)) await sendProblem(request, reply, 400);
  });
  app.addHook('onSend', async (request, reply) => {
    if (!proxied(request)) reply.headers(headers);
  });
  // The API's answers pass through as they are: neither compressed again nor decompressed.
  app.addHook('onRoute', (route) => {
    if ((route.config as { apiProxy?: boolean } | undefined)?.apiProxy) {
      route.compress = false;
      route.decompress = false;
    }
  });
  if (options.proxy)
    await registerApiProxy(app, {
      ...options.proxy,
      webSocketPrefix: options.proxy.webSocketPrefix ?? '/api/',
    });
  await app.register(fastifyCompress, { threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    // Directory listings and dot files are never served.
    list: false,
    dotfiles: 'deny',
    // The build's compressed copies are sent in place of their original, never as files of their own.
    allowedPath: (path) => !COMPRESSED_COPY.test(path),
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControl(path));
    },
  });

  for (const [path, file] of Object.entries(options.generated ?? {})) {
    const etag = `"${createHash('sha1').update(file.body).digest('base64url')}"`;
    app.get(path, async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('etag', etag).type(file.type);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return file.body;
    });
  }
  if (options.cors)
    app.options('/*', async (_request, reply) =>
      reply.code(204).header('access-control-allow-methods', 'GET, HEAD, OPTIONS').send(),
    );
  app.setNotFoundHandler(async (request, reply) => {
    const page =
      options.spaFallback &&
      ['GET', 'HEAD'].includes(request.method) &&
      !extname(request.url.split('?', 1)[0] ?? '');
    if (!page) return sendProblem(request, reply, 404);
    return reply.sendFile('index.html');
  });
  await app.ready();
  return app;
}
