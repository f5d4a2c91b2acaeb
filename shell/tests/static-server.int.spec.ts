import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { type AddressInfo, connect, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { precompressDirectory } from '../kit/precompress.ts';
import { shellContentSecurityPolicy } from '../serve/security-headers.ts';
import { startWebServers, type WebServers } from '../serve/start-web-servers.ts';
import { createStaticServer } from '../serve/static-server.ts';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** Directive → its sources, from a Content-Security-Policy header. */
function directives(header: string | null): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) result.set(name, sources);
  }
  return result;
}

interface Raw {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET with the request target exactly as written (fetch would normalise `..` and backslashes). */
function rawGet(base: string, target: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}

/** A GET whose body is counted as sent (no decoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const SECRET = 'cenacle-secret-outside-dist';
const SCRIPT = `console.log(${JSON.stringify('z'.repeat(4000))});`;

describe('The static server of the built apps', () => {
  const work = mkdtempSync(join(tmpdir(), 'cenacle-static-'));
  const root = join(work, 'dist');
  let api: Server;
  let sockets: WebSocketServer;
  let remote: FastifyInstance;
  let shell: FastifyInstance;
  let remoteUrl: string;
  let shellUrl: string;
  /** What the API's WebSocket server saw of the last upgrade it accepted. */
  let upgraded: Record<string, string | string[] | undefined> = {};

  beforeAll(async () => {
    mkdirSync(join(root, 'static/js'), { recursive: true });
    writeFileSync(join(work, 'secret.txt'), SECRET);
    writeFileSync(join(root, '.env'), SECRET);
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(root, 'mf-manifest.json'), JSON.stringify({ id: 'x', padding: 'y'.repeat(1000) }));
    writeFileSync(join(root, 'routes.json'), JSON.stringify({ routes: [], padding: 'r'.repeat(1000) }));
    writeFileSync(join(root, 'static/js/index.0123abcd89.js'), SCRIPT);
    writeFileSync(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(await precompressDirectory(root)).toBe(3);
    // Written after the build step: a file without compressed copies is compressed when sent.
    writeFileSync(join(root, 'static/js/late.4567cdef01.js'), SCRIPT);

    api = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'XSRF-TOKEN=t; Path=/' });
        res.end(
          JSON.stringify({
            method: req.method,
            url: req.url,
            host: req.headers.host,
            forwardedFor: req.headers['x-forwarded-for'],
            forwardedProto: req.headers['x-forwarded-proto'],
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
    });
    sockets = new WebSocketServer({
      server: api,
      // As the API does: no session cookie, no change feed.
      verifyClient: ({ req }, done) => done(Boolean(req.headers.cookie?.includes('SESSION=')), 401),
    });
    sockets.on('connection', (ws, req) => {
      upgraded = req.headers;
      ws.send('{"type":"readModelChanged","projection":"ledger"}');
      ws.on('message', (data) => ws.send(`echo:${String(data)}`));
    });
    const apiUrl = await listen(api);

    remote = await createStaticServer({ root, cors: true });
    remoteUrl = await remote.listen({ port: 0, host: '127.0.0.1' });
    shell = await createStaticServer({
      root,
      spaFallback: true,
      contentSecurityPolicy: shellContentSecurityPolicy([
        'http://cdn.example:8443',
        'https://remote.example',
      ]),
      proxy: { apiUrl, prefixes: ['/api/', '/login'] },
      generated: { '/remotes.json': { body: '{"accounting":"x"}', type: 'application/json' } },
    });
    shellUrl = await shell.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await Promise.all([remote.close(), shell.close()]);
    sockets.close();
    api.closeAllConnections();
    api.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('never serves a file outside its root, whatever the spelling of the path', async () => {
    const attempts = [
      '/../secret.txt',
      '/static/../../secret.txt',
      '/./../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/.%2e/secret.txt',
      '/static/js/..%2f..%2f..%2fsecret.txt',
      '/%252e%252e/secret.txt',
      '/%252e%252e%252fsecret.txt',
      '/..\\secret.txt',
      '/..%5csecret.txt',
      '/%5c..%5csecret.txt',
      '/static\\..\\..\\secret.txt',
      '//secret.txt',
      `/${join(work, 'secret.txt')}`,
      `/${encodeURIComponent(join(work, 'secret.txt'))}`,
      `/${join(work, 'secret.txt')}`.replace(/^\/+/, '//'),
      '/index.html%00/../../secret.txt',
      '/secret.txt%00.html',
      '/%00',
      '/%c0%ae%c0%ae/secret.txt',
      '/..;/secret.txt',
      `http://127.0.0.1/../secret.txt`,
      '/.env',
      '/%2eenv',
    ];
    for (const base of [remoteUrl, shellUrl]) {
      for (const target of attempts) {
        const answer = await rawGet(base, target);
        expect(answer.text, `${base} ${target}`).not.toContain(SECRET);
        expect([400, 403, 404], `${base} ${target} → ${answer.status}`).toContain(answer.status);
      }
      // The same server still serves its own files.
      expect((await rawGet(base, '/static/js/index.0123abcd89.js')).status).toBe(200);
    }
  });

  it('serves the manifests and routes.json with CORS and no-cache, hashed files as immutable', async () => {
    for (const path of ['/mf-manifest.json', '/routes.json']) {
      const response = await fetch(`${remoteUrl}${path}`);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
    const hashed = await fetch(`${remoteUrl}/static/js/index.0123abcd89.js`);
    expect(hashed.headers.get('access-control-allow-origin')).toBe('*');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect((await fetch(`${remoteUrl}/logo.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    const preflight = await fetch(`${remoteUrl}/mf-manifest.json`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    // The shell's own files are not for other origins.
    expect((await fetch(`${shellUrl}/index.html`)).headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${shellUrl}/index.html`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the Brotli copy to a browser that accepts it, gzip to one that accepts only gzip, else the file', async () => {
    const url = `${remoteUrl}/static/js/index.0123abcd89.js`;
    const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(200);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript; charset=utf-8$/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get(url, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const identity = await get(url);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(SCRIPT);

    // The build's copies are not files of their own to clients.
    expect((await get(`${url}.br`)).status).toBe(404);
    expect((await get(`${url}.gz`, { 'Accept-Encoding': 'gzip' })).status).toBe(404);
  });

  it('compresses a file the build step did not', async () => {
    const late = await get(`${remoteUrl}/static/js/late.4567cdef01.js`, { 'Accept-Encoding': 'br' });
    expect(late.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(late.body).toString()).toBe(SCRIPT);
    const gzip = await get(`${remoteUrl}/static/js/late.4567cdef01.js`, { 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    // The build step leaves files too small to gain anything.
    expect(existsSync(join(root, 'logo.svg.br'))).toBe(false);
    expect(existsSync(join(root, 'mf-manifest.json.br'))).toBe(true);
  });

  it('answers 304 to a revalidation with the same ETag', async () => {
    // As a browser revalidates (fetch() would add `Cache-Control: no-cache`, which forbids a 304).
    for (const url of [`${remoteUrl}/mf-manifest.json`, `${shellUrl}/remotes.json`]) {
      for (const encoding of ['br', 'gzip', '']) {
        const first = await get(url, { 'Accept-Encoding': encoding });
        const etag = String(first.headers.etag);
        const again = await get(url, { 'Accept-Encoding': encoding, 'If-None-Match': etag });
        expect(again.status, `${url} ${encoding}`).toBe(304);
      }
    }
  });

  it('falls back to index.html for client routes but not for missing files, and only on the shell', async () => {
    const page = await fetch(`${shellUrl}/accounting?session=1`);
    expect(await page.text()).toContain('id="root"');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await (await fetch(`${shellUrl}/branch/535bc0b6-d931`)).text()).toContain('id="root"');
    const missing = await fetch(`${shellUrl}/static/js/missing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${remoteUrl}/sessions`)).status).toBe(404);
    expect((await fetch(`${shellUrl}/sessions`, { method: 'POST' })).status).toBe(404);
  });

  it('serves the deployment remotes.json from memory', async () => {
    const response = await fetch(`${shellUrl}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ accounting: 'x' });
  });

  it('proxies API calls with their bodies both ways and their cookies, and keeps the Host of the shell', async () => {
    const sent = JSON.stringify({ note: 'ż'.repeat(50_000) });
    const response = await fetch(`${shellUrl}/api/account?x=1`, {
      method: 'POST',
      body: sent,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      method: 'POST',
      url: '/api/account?x=1',
      host: new URL(shellUrl).host,
      body: sent,
    });
    expect(response.headers.get('set-cookie')).toContain('XSRF-TOKEN=t');
    // The API's answers are its own: no static-file headers added, nothing compressed again.
    expect(response.headers.get('content-security-policy')).toBeNull();
    const raw = await get(`${shellUrl}/api/account`, { 'Accept-Encoding': 'br, gzip' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    // Uploads (multipart) larger than the API's body limit (1 MiB) stream through.
    const upload = 'u'.repeat(3 * 1024 * 1024);
    const uploaded = await fetch(`${shellUrl}/api/files`, {
      method: 'POST',
      body: upload,
      headers: { 'Content-Type': 'multipart/form-data; boundary=cenacle' },
    });
    expect(((await uploaded.json()) as { body: string }).body).toBe(upload);
    expect(
      await (await fetch(`${shellUrl}/login`, { method: 'POST', body: 'username=a' })).json(),
    ).toMatchObject({ url: '/login', body: 'username=a' });
  });

  it('refuses a body over the API limit itself, declared or chunked, in the problem shape', async () => {
    const body = JSON.stringify({ note: 'x'.repeat(2 * 1024 * 1024) });
    const post = (headers: Record<string, string>) =>
      new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const call = request(`${shellUrl}/api/echo`, { method: 'POST', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              body: Buffer.concat(chunks).toString(),
            }),
          );
        });
        call.on('error', reject);
        // In pieces, as a browser streams a body of unknown length.
        for (let at = 0; at < body.length; at += 64 * 1024) call.write(body.slice(at, at + 64 * 1024));
        call.end();
      });
    for (const headers of [
      { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } as Record<
        string,
        string
      >,
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    ]) {
      const answer = await post(headers);
      expect(answer.status, answer.body.slice(0, 200)).toBe(413);
      expect(answer.type).toContain('application/problem+json');
      expect(JSON.parse(answer.body)).toMatchObject({ status: 413, message: 'error.payloadTooLarge' });
    }
  });

  it('appends its caller to the forwarded chain and passes on the protocol a TLS terminator reports', async () => {
    const behindTls = await fetch(`${shellUrl}/api/account`, {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' },
    });
    expect(await behindTls.json()).toMatchObject({
      forwardedFor: '203.0.113.9, 127.0.0.1',
      forwardedProto: 'https',
    });
    const direct = await fetch(`${shellUrl}/api/account`, { headers: { 'x-forwarded-proto': 'gopher' } });
    expect(await direct.json()).toMatchObject({ forwardedFor: '127.0.0.1', forwardedProto: 'http' });
  });

  it('lets no page frame the shell and allows scripts only from itself and the remotes', async () => {
    for (const path of ['/', '/accounting', '/static/js/missing.js', '/../x']) {
      const response = await fetch(`${shellUrl}${path}`);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toEqual([
        "'self'",
        'http://cdn.example:8443',
        'https://remote.example',
      ]);
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'http://cdn.example:8443',
        'https://remote.example',
      ]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('style-src')).toContain("'unsafe-inline'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it("serves a remote's files under a policy that allows nothing and no framing", async () => {
    for (const path of ['/mf-manifest.json', '/static/js/index.0123abcd89.js', '/missing.json']) {
      const response = await fetch(`${remoteUrl}${path}`);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
  });

  it('proxies the WebSocket both ways with the cookie and the client address', async () => {
    const ws = new WebSocket(`${shellUrl.replace('http', 'ws')}/api/ws`, {
      headers: { Cookie: 'SESSION=s1', 'X-Forwarded-For': '198.51.100.7' },
    });
    const messages: string[] = [];
    const two = new Promise<void>((resolve, reject) => {
      ws.on('message', (data) => {
        messages.push(String(data));
        if (messages.length === 2) resolve();
      });
      ws.once('error', reject);
    });
    ws.once('open', () => ws.send('ping-from-browser'));
    await two;
    ws.close();
    expect(JSON.parse(messages[0] ?? '')).toEqual({ type: 'readModelChanged', projection: 'ledger' });
    expect(messages[1]).toBe('echo:ping-from-browser');
    expect(upgraded.cookie).toBe('SESSION=s1');
    expect(upgraded['x-forwarded-for']).toBe('198.51.100.7, 127.0.0.1');
    expect(upgraded['x-forwarded-proto']).toBe('http');
  });

  it('passes on the refusal of an upgrade the API refuses, and refuses upgrades outside the API', async () => {
    const status = (url: string) =>
      new Promise<number | 'closed'>((resolve) => {
        const ws = new WebSocket(url);
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.once('open', () => {
          ws.close();
          resolve(0);
        });
        ws.once('error', () => resolve('closed'));
      });
    const wsBase = shellUrl.replace('http', 'ws');
    expect(await status(`${wsBase}/api/ws`)).toBe(401);
    expect(await status(`${wsBase}/login`)).toBe('closed');
    expect(await status(`${wsBase}/`)).toBe('closed');
    // A remote has no proxy: the upgrade is answered as a missing file.
    expect(await status(`${remoteUrl.replace('http', 'ws')}/api/ws`)).toBe(404);
  });
});

describe('The WebSocket proxy in front of an API that does not answer', () => {
  const root = mkdtempSync(join(tmpdir(), 'cenacle-silent-'));
  // Takes the connection and reads the upgrade request, but never answers it.
  const silent = createNetServer((socket) => socket.resume());
  let shell: FastifyInstance;

  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<!doctype html>');
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    shell = await createStaticServer({
      root,
      proxy: { apiUrl: `http://127.0.0.1:${port}`, prefixes: ['/api/'], webSocketHandshakeMs: 300 },
    });
  });

  afterAll(async () => {
    await shell?.close();
    silent.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses the upgrade with 504 once the API took too long to accept it', async () => {
    const url = (await shell.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    // Without the proxy's own limit the browser would wait for ever (and this test for its timeout).
    const status = await new Promise<number | string>((resolve) => {
      const ws = new WebSocket(`${url}/api/ws`);
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => resolve('open'));
      ws.once('error', (error) => resolve(error.message));
    });
    expect(status).toBe(504);
  });
});

describe('The web servers as started together', () => {
  const dirs = ['shell', 'planning', 'accounting', 'public', 'cms'].map((app) => {
    const dir = mkdtempSync(join(tmpdir(), `cenacle-${app}-`));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    return dir;
  });
  let web: WebServers;

  beforeAll(async () => {
    const [shell = '', planning = '', accounting = '', publicSite = '', cms = ''] = dirs;
    web = await startWebServers({
      apiUrl: 'http://127.0.0.1:9',
      ports: { shell: 0, planning: 0, accounting: 0, publicSite: 0, cms: 0 },
      roots: { shell, planning, accounting, publicSite, cms },
    });
  });

  afterAll(async () => {
    await web?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("allow the shell's page exactly the origins of the remotes.json it serves", async () => {
    const remotes = (await (await fetch(`${web.urls.shell}/remotes.json`)).json()) as Record<string, string>;
    const origins = Object.values(remotes)
      .map((url) => new URL(url).origin)
      .sort();
    expect(origins).toEqual(
      [web.urls.planning, web.urls.accounting, web.urls.publicSite, web.urls.cms].sort(),
    );
    const policy = directives(
      (await fetch(`${web.urls.shell}/sessions`)).headers.get('content-security-policy'),
    );
    expect(policy.get('script-src')).toEqual(["'self'", ...origins]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...origins]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('answers 502 with the spec error when the API is not reachable, on every proxied prefix', async () => {
    for (const path of ['/api/account', '/login', '/management/health']) {
      const response = await fetch(`${web.urls.shell}${path}`, { method: 'POST' });
      expect(response.status).toBe(502);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(await response.json()).toEqual({
        type: 'https://cenacle.app/problem/problem-with-message',
        title: 'Serwer jest nieosiągalny.',
        status: 502,
        message: 'error.server.not.reachable',
      });
    }
  });

  it('stops one app and starts it again on the same port', async () => {
    await web.stop('accounting');
    await expect(fetch(`${web.urls.accounting}/index.html`)).rejects.toThrow();
    await web.restart('accounting');
    expect((await fetch(`${web.urls.accounting}/index.html`)).status).toBe(200);
  });
});
