import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import fastifyHttpProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

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
}

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

const UNREACHABLE = JSON.stringify({ status: 502, message: 'error.server.not.reachable' });

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
        onError: (reply) => {
          void reply.code(502).type('application/json').send(UNREACHABLE);
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
