import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { API_BODY_LIMIT } from '@cenacle/shared-domain';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WebSocket } from 'ws';
import { sendProblem } from './problem.ts';

/**
 * Forwards API calls (and the WebSocket upgrade) from the shell's origin to the API, so the browser
 * talks to one origin: the session cookie and the XSRF cookie stay first-party, no CORS needed.
 */
export interface ApiProxyOptions {
  readonly apiUrl: string;
  /** Path prefixes forwarded as they are (`/api/`, `/login`...). */
  readonly prefixes: readonly string[];
  /** The prefix whose WebSocket upgrades are forwarded too (the read-model change feed). */
  readonly webSocketPrefix?: string;
  /** How long the API may take to accept an upgrade before the browser gets 504 (default 10 s). */
  readonly webSocketHandshakeMs?: number;
  /** The largest body forwarded (default: the API's own limit, API_BODY_LIMIT). */
  readonly bodyLimit?: number;
  /** The largest upload (multipart) forwarded (default: the file store's 10 MiB and its envelope). */
  readonly uploadLimit?: number;
}

const DEFAULT_UPLOAD_LIMIT = 11 * 1024 * 1024;

/** Route config mark of the proxied routes: the static server's headers are not added to them. */
export const PROXIED = { apiProxy: true } as const;

/**
 * The shell's server is one proxy hop: it appends the address it was reached from to the chain (the
 * API believes only the hops it trusts, so a client cannot choose its own address), and passes on the
 * protocol a TLS terminator in front of it reports, so the API's cookies get the Secure flag behind
 * HTTPS. A client that claims https over plain http only withholds its own cookies from itself. The
 * API sees the shell's Host, as the browser does.
 */
interface ForwardedFrom {
  readonly headers: IncomingHttpHeaders;
  readonly socket: { readonly remoteAddress?: string | undefined };
}

export function forwardedHeaders(req: ForwardedFrom): Record<string, string> {
  const chain = [req.headers['x-forwarded-for'], req.socket.remoteAddress].flat().filter(Boolean).join(', ');
  const proto = req.headers['x-forwarded-proto'];
  return {
    host: req.headers.host ?? '',
    'x-forwarded-for': chain,
    'x-forwarded-host': req.headers.host ?? '',
    'x-forwarded-proto': typeof proto === 'string' && /^https?$/.test(proto) ? proto : 'http',
  };
}

const isProxied = (request: FastifyRequest) =>
  (request.routeOptions.config as { apiProxy?: boolean } | undefined)?.apiProxy === true;

/** A body cut short by the proxy for passing its limit (found again in the upstream error's causes). */
class BodyTooLarge extends Error {}

function causedByTooLarge(error: unknown): boolean {
  for (let at = error, depth = 0; at && depth < 5; at = (at as { cause?: unknown }).cause, depth++)
    if (at instanceof BodyTooLarge) return true;
  return false;
}

/** Passes a body on while it stays within `limit` bytes; fails the stream as soon as it does not. */
function limitedTo(limit: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      received += chunk.length;
      done(received > limit ? new BodyTooLarge(`body over ${limit} bytes`) : null, chunk);
    },
  });
}

/**
 * Bodies larger than the API takes are refused by the proxy itself with 413 in the problem shape:
 * forwarded, the API would refuse them and close while the browser still sends, and the browser got
 * a 502 and a connection that hung. A declared length is checked before a byte is read (the
 * connection stays open for the next request: Node reads the rest of the body away); a chunked body
 * is counted as it passes and the connection closed once it is refused.
 */
function refuseLargeBodies(app: FastifyInstance, bodyLimit: number, uploadLimit: number): void {
  const limitOf = (request: FastifyRequest) =>
    String(request.headers['content-type'] ?? '').startsWith('multipart/form-data') ? uploadLimit : bodyLimit;
  app.addHook('onRequest', async (request, reply) => {
    if (!isProxied(request)) return;
    if (Number(request.headers['content-length']) > limitOf(request)) return sendProblem(request, reply, 413);
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isProxied(request) || request.headers['content-length'] !== undefined) return payload;
    return payload.pipe(limitedTo(limitOf(request)));
  });
}

/**
 * The proxy accepts a browser's WebSocket only once the API has accepted the same upgrade: a refused
 * one (no session: 401; API down: 502; no answer within `handshakeMs`: 504) stays refused, so the
 * kit's change feed backs off instead of seeing a socket open and close at once. The upgrade is
 * answered once, whatever the probe reports after (an error while it closes, a late refusal).
 */
function upstreamAccepts(apiUrl: string, handshakeMs: number) {
  const base = new URL(apiUrl);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return (
    info: { req: IncomingMessage },
    verified: (accept: boolean, code?: number, message?: string) => void,
  ): void => {
    const cookie = info.req.headers.cookie;
    const probe = new WebSocket(new URL(info.req.url ?? '/', base), {
      headers: { ...forwardedHeaders(info.req), ...(cookie ? { cookie } : {}) },
    });
    let answered = false;
    const answer = (accept: boolean, code?: number, message?: string) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      verified(accept, code, message);
    };
    const timer = setTimeout(() => {
      probe.terminate();
      answer(false, 504, 'Gateway Timeout');
    }, handshakeMs);
    probe.once('open', () => {
      probe.close();
      answer(true);
    });
    probe.once('unexpected-response', (_request, response) => {
      response.resume();
      probe.terminate();
      answer(false, response.statusCode ?? 502, response.statusMessage);
    });
    probe.on('error', () => answer(false, 502, 'Bad Gateway'));
  };
}

function wsHeaders(headers: Record<string, unknown>, request: { readonly raw: ForwardedFrom }) {
  const cookie = request.raw.headers.cookie;
  return { ...headers, ...forwardedHeaders(request.raw), ...(cookie ? { cookie } : {}) };
}

/** Registers one `@fastify/http-proxy` per prefix; only `webSocketPrefix` takes upgrades. */
export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const webSocketPrefix = options.webSocketPrefix?.replace(/\/$/, '');
  refuseLargeBodies(app, options.bodyLimit ?? API_BODY_LIMIT, options.uploadLimit ?? DEFAULT_UPLOAD_LIMIT);
  // Upgrades elsewhere reach the router too (the proxy listens to the server's upgrades): refuse them.
  app.addHook('onRequest', async (request, reply) => {
    const upgrade = String(request.headers.upgrade ?? '').toLowerCase() === 'websocket';
    if (upgrade && !(webSocketPrefix && request.url.startsWith(`${webSocketPrefix}/`))) {
      reply.hijack();
      request.raw.socket.destroy();
    }
  });
  for (const wanted of options.prefixes) {
    const prefix = wanted.replace(/\/$/, '');
    const common: FastifyHttpProxyOptions = {
      upstream: options.apiUrl,
      prefix,
      rewritePrefix: prefix,
      config: PROXIED,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          ...forwardedHeaders(request.raw),
        }),
        // The API away (or a chunked body cut short above): the browser reads a problem either way.
        onError: (proxyReply, { error }) => {
          // The proxy types its reply for HTTP/2 as well; this server speaks HTTP/1.1 only.
          const reply = proxyReply as unknown as FastifyReply;
          if (!causedByTooLarge(error)) return void sendProblem(reply.request, reply, 502);
          reply.header('connection', 'close');
          void sendProblem(reply.request, reply, 413);
        },
      },
    };
    if (prefix === webSocketPrefix)
      await app.register(fastifyHttpProxy, {
        ...common,
        websocket: true,
        wsServerOptions: {
          verifyClient: upstreamAccepts(options.apiUrl, options.webSocketHandshakeMs ?? 10_000),
        },
        // `rewriteRequestHeaders` is read by the plugin (its default passes the cookie only) but
        // missing from its types.
        wsClientOptions: { rewriteRequestHeaders: wsHeaders } as FastifyHttpProxyOptions['wsClientOptions'],
      });
    else await app.register(fastifyHttpProxy, common);
  }
}
