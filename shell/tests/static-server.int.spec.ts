import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createStaticServer } from '../serve/static-server.ts';

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

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
      res.end(JSON.stringify({ method: req.method, url: req.url, host: req.headers.host }));
    });
    sockets = new WebSocketServer({ server: api });
    sockets.on('connection', (ws) => ws.send('{"type":"readModelChanged","projection":"ledger"}'));
    const apiUrl = await listen(api);

    remote = createStaticServer({ root, cors: true });
    remoteUrl = await listen(remote);
    shell = createStaticServer({
      root,
      spaFallback: true,
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
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/api/account?x=1',
      host: new URL(shellUrl).host,
    });
    expect(response.headers.get('set-cookie')).toContain('XSRF-TOKEN=t');
    expect(await (await fetch(`${shellUrl}/login`, { method: 'POST' })).json()).toMatchObject({
      url: '/login',
    });
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
