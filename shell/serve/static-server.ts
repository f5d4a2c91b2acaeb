import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cacheControl } from './cache-policy.ts';
import { contentType, isCompressible } from './content-types.ts';
import { parseTarget, proxyRequest, proxyUpgrade } from './proxy.ts';
import { REMOTE_CONTENT_SECURITY_POLICY, securityHeaders } from './security-headers.ts';

export interface StaticServerOptions {
  /** Directory of a built app (its `dist`). */
  readonly root: string;
  /** Answer index.html for unknown paths without an extension (the shell's client-side routes). */
  readonly spaFallback?: boolean;
  /** Send `Access-Control-Allow-Origin: *` (remotes: the shell fetches their manifest cross-origin). */
  readonly cors?: boolean;
  /** Forward these path prefixes (and WebSocket upgrades under them) to the API. */
  readonly proxy?: { readonly apiUrl: string; readonly prefixes: readonly string[] };
  /** Files answered from memory instead of disk, e.g. the deployment's `/remotes.json`. */
  readonly generated?: Readonly<Record<string, { readonly body: string; readonly type: string }>>;
  /** Content-Security-Policy of every file served (default: a remote's, which allows nothing). */
  readonly contentSecurityPolicy?: string;
}

interface Prepared {
  readonly body: Buffer;
  readonly gzip: Buffer | null;
  readonly etag: string;
}

/** Built files rarely change; remember their compressed form by path, size and mtime. */
const prepared = new Map<string, { readonly key: string; readonly value: Prepared }>();

function prepare(path: string, body: Buffer, key: string): Prepared {
  const cached = prepared.get(path);
  if (cached?.key === key) return cached.value;
  const value: Prepared = {
    body,
    gzip: isCompressible(extname(path)) && body.length > 512 ? gzipSync(body, { level: 9 }) : null,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
  prepared.set(path, { key, value });
  return value;
}

async function findFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = resolve(root, `.${normalize(decoded)}`);
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return candidate;
    if (info.isDirectory()) {
      const index = join(candidate, 'index.html');
      if ((await stat(index)).isFile()) return index;
    }
  } catch {
    return null;
  }
  return null;
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: Prepared,
  type: string,
  headers: Record<string, string>,
): void {
  const base = { ...headers, 'Content-Type': type, ETag: file.etag, Vary: 'Accept-Encoding' };
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, base).end();
    return;
  }
  const gzip = file.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? file.gzip : null;
  const body = gzip ?? file.body;
  res.writeHead(200, {
    ...base,
    'Content-Length': String(body.length),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function serveFile(
  options: StaticServerOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const root = resolve(options.root);
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const headers = securityHeaders(options.contentSecurityPolicy ?? REMOTE_CONTENT_SECURITY_POLICY);
  if (options.cors) headers['Access-Control-Allow-Origin'] = '*';

  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...headers, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...headers, Allow: 'GET, HEAD, OPTIONS' }).end();
    return;
  }

  const generated = options.generated?.[path];
  if (generated) {
    const body = Buffer.from(generated.body);
    send(req, res, prepare(`generated:${path}`, body, generated.body), generated.type, {
      ...headers,
      'Cache-Control': 'no-cache',
    });
    return;
  }

  let file = await findFile(root, path);
  if (!file && options.spaFallback && !extname(path)) file = join(root, 'index.html');
  if (!file) {
    res.writeHead(404, {
      ...headers,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end('Not found');
    return;
  }
  const info = await stat(file);
  const body = await readFile(file);
  const relative = file.slice(root.length + 1);
  send(req, res, prepare(file, body, `${info.size}:${info.mtimeMs}`), contentType(extname(file)), {
    ...headers,
    'Cache-Control': cacheControl(relative),
  });
}

/** A small production-like static server: right cache headers, gzip, SPA fallback, API proxy. */
export function createStaticServer(options: StaticServerOptions): Server {
  const target = options.proxy ? parseTarget(options.proxy.apiUrl) : null;
  const proxied = (url: string | undefined) =>
    Boolean(target && options.proxy?.prefixes.some((prefix) => (url ?? '').startsWith(prefix)));

  const server = createServer((req, res) => {
    if (target && proxied(req.url)) {
      proxyRequest(target, req, res);
      return;
    }
    serveFile(options, req, res).catch(() => {
      const policy = options.contentSecurityPolicy ?? REMOTE_CONTENT_SECURITY_POLICY;
      if (!res.headersSent)
        res.writeHead(500, { ...securityHeaders(policy), 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });
  server.on('upgrade', (req, socket, head) => {
    if (target && proxied(req.url)) proxyUpgrade(target, req, socket, head);
    else socket.destroy();
  });
  return server;
}
