import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
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

describe('The static server of the built apps', () => {
  const root = mkdtempSync(join(tmpdir(), 'cenacle-static-'));
  let api: Server;
  let sockets: WebSocketServer;
  let remote: Server;
  let shell: Server;
  let remoteUrl: string;
  let shellUrl: string;

  beforeAll(async () => {
    mkdirSync(join(root, 'static/js'), { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(root, 'mf-manifest.json'), JSON.stringify({ id: 'x', padding: 'y'.repeat(1000) }));
    writeFileSync(
      join(root, 'static/js/index.0123abcd89.js'),
      `console.log(${JSON.stringify('z'.repeat(2000))});`,
    );

    api = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Set-Cookie': 'XSRF-TOKEN=t; Path=/' });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          forwardedFor: req.headers['x-forwarded-for'],
          forwardedProto: req.headers['x-forwarded-proto'],
        }),
      );
    });
    sockets = new WebSocketServer({ server: api });
    sockets.on('connection', (ws) => ws.send('{"type":"readModelChanged","projection":"ledger"}'));
    const apiUrl = await listen(api);

    remote = createStaticServer({ root, cors: true });
    remoteUrl = await listen(remote);
    shell = createStaticServer({
      root,
      spaFallback: true,
      contentSecurityPolicy: shellContentSecurityPolicy([
        'http://cdn.example:8443',
        'https://remote.example',
      ]),
      proxy: { apiUrl, prefixes: ['/api/', '/login'] },
      generated: { '/remotes.json': { body: '{"accounting":"x"}', type: 'application/json' } },
    });
    shellUrl = await listen(shell);
  });

  afterAll(() => {
    for (const server of [remote, shell, api]) server.closeAllConnections();
    sockets.close();
    for (const server of [remote, shell, api]) server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves the manifest with CORS and no-cache, hashed files as immutable', async () => {
    const manifest = await fetch(`${remoteUrl}/mf-manifest.json`);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const hashed = await fetch(`${remoteUrl}/static/js/index.0123abcd89.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('content-type')).toContain('text/javascript');
  });

  it('compresses text for clients that accept gzip', async () => {
    const body = await new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve) =>
      request(
        `${remoteUrl}/static/js/index.0123abcd89.js`,
        { headers: { 'Accept-Encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
          );
        },
      ).end(),
    );
    expect(body.encoding).toBe('gzip');
    expect(body.bytes.length).toBeLessThan(500);
    expect(gunzipSync(body.bytes).toString()).toContain('console.log');
  });

  it('answers 304 to a revalidation with the same ETag', async () => {
    const first = await fetch(`${remoteUrl}/mf-manifest.json`);
    const again = await fetch(`${remoteUrl}/mf-manifest.json`, {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('falls back to index.html for client routes but not for missing files, and stays in its root', async () => {
    expect(await (await fetch(`${shellUrl}/accounting`)).text()).toContain('id="root"');
    expect((await fetch(`${shellUrl}/static/js/missing.js`)).status).toBe(404);
    expect((await fetch(`${remoteUrl}/sessions`)).status).toBe(404);
    expect((await fetch(`${remoteUrl}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });

  it('serves the deployment remotes.json from memory', async () => {
    const response = await fetch(`${shellUrl}/remotes.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ accounting: 'x' });
  });

  it('proxies API calls with their cookies and keeps the Host of the shell', async () => {
    const response = await fetch(`${shellUrl}/api/account?x=1`, { method: 'POST', body: '{}' });
    expect(await response.json()).toMatchObject({
      method: 'POST',
      url: '/api/account?x=1',
      host: new URL(shellUrl).host,
    });
    expect(response.headers.get('set-cookie')).toContain('XSRF-TOKEN=t');
    expect(await (await fetch(`${shellUrl}/login`, { method: 'POST' })).json()).toMatchObject({
      url: '/login',
    });
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
    for (const path of ['/', '/accounting', '/static/js/missing.js']) {
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

  it('proxies the WebSocket', async () => {
    const ws = new WebSocket(`${shellUrl.replace('http', 'ws')}/api/ws`);
    const message = await new Promise<string>((resolve, reject) => {
      ws.once('message', (data) => resolve(String(data)));
      ws.once('error', reject);
    });
    ws.close();
    expect(JSON.parse(message)).toEqual({ type: 'readModelChanged', projection: 'ledger' });
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
});
