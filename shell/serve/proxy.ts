import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Forwards API calls (and the WebSocket upgrade) from the shell's origin to the API, so the browser
 * talks to one origin: the session cookie and the XSRF cookie stay first-party, no CORS needed.
 */
export interface ProxyTarget {
  readonly hostname: string;
  readonly port: number;
}

export function parseTarget(apiUrl: string): ProxyTarget {
  const url = new URL(apiUrl);
  return { hostname: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)) };
}

/**
 * The shell's server is one proxy hop: it appends the address it was reached from to the chain (the
 * API believes only the hops it trusts, so a client cannot choose its own address), and passes on the
 * protocol a TLS terminator in front of it reports, so the API's cookies get the Secure flag behind
 * HTTPS. A client that claims https over plain http only withholds its own cookies from itself.
 */
function forwardedHeaders(req: IncomingMessage): IncomingMessage['headers'] {
  const chain = [req.headers['x-forwarded-for'], req.socket.remoteAddress].flat().filter(Boolean).join(', ');
  const proto = req.headers['x-forwarded-proto'];
  return {
    ...req.headers,
    'x-forwarded-for': chain,
    'x-forwarded-host': req.headers.host ?? '',
    'x-forwarded-proto': typeof proto === 'string' && /^https?$/.test(proto) ? proto : 'http',
  };
}

export function proxyRequest(target: ProxyTarget, req: IncomingMessage, res: ServerResponse): void {
  const upstream = request(
    { ...target, method: req.method, path: req.url, headers: forwardedHeaders(req) },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: 502, message: 'error.server.not.reachable' }));
  });
  req.pipe(upstream);
}

export function proxyUpgrade(target: ProxyTarget, req: IncomingMessage, socket: Duplex, head: Buffer): void {
  const upstream = request({ ...target, method: req.method, path: req.url, headers: forwardedHeaders(req) });
  upstream.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
    const lines = [`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}`];
    for (let i = 0; i < answer.rawHeaders.length; i += 2)
      lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstreamSocket.write(head);
    upstreamSocket.pipe(socket).pipe(upstreamSocket);
    upstreamSocket.on('error', () => socket.destroy());
    socket.on('error', () => upstreamSocket.destroy());
  });
  upstream.on('response', (answer) => {
    // The API refused the upgrade (e.g. 401): pass its answer on and close.
    socket.end(`HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\nConnection: close\r\n\r\n`);
  });
  upstream.on('error', () => socket.destroy());
  upstream.end();
}
