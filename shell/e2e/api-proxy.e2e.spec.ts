import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import type { WebServers } from '@cenacle/shell/serve';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from './support/backend.ts';
import { serveWeb } from './support/web.ts';

/**
 * The shell's proxy in front of the real API, through real sockets (no browser): what it refuses
 * itself and what it passes on are answered in the API's problem shape, and a refused body leaves
 * the browser's connection usable.
 */
let web: WebServers;

beforeAll(async () => {
  web = await serveWeb(inject('apiUrl'));
});
afterAll(async () => web?.close());

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
  readonly reusedSocket: boolean;
}

function send(
  base: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer; agent?: Agent },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = request(
      new URL(options.path, base),
      {
        method: options.method,
        headers: options.headers ?? {},
        ...(options.agent ? { agent: options.agent } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            reusedSocket: call.reusedSocket,
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(options.body);
  });
}

/** A request written byte for byte (Node's client would encode the path and refuse odd headers). */
function raw(base: string, head: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers = '', body = ''] = text.split('\r\n\r\n', 2);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0),
        type: /\r\ncontent-type: ([^\r]*)/i.exec(headers)?.[1] ?? '',
        body,
      });
    });
  });
}

const get = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`;

function expectProblem(answer: { type: string; body: string }, status: number): void {
  expect(answer.type, answer.body).toContain('application/problem+json');
  const problem = JSON.parse(answer.body) as Record<string, unknown>;
  expect(problem).toMatchObject({ status, type: expect.stringMatching(/^https:\/\//) });
  expect(typeof problem.title).toBe('string');
  expect(typeof problem.message).toBe('string');
  expect(Object.keys(problem)).not.toContain('statusCode');
  expect(Object.keys(problem)).not.toContain('code');
}

describe("The shell's API proxy", () => {
  it('refuses a body over the API limit itself with 413, and the connection serves the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const large = await send(web.urls.shell, {
        method: 'POST',
        path: '/api/branch/',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })),
        agent,
      });
      expect(large.status, large.body).toBe(413);
      expectProblem({ type: String(large.headers['content-type']), body: large.body }, 413);
      expect(JSON.parse(large.body).message).toBe('error.payloadTooLarge');
      const next = await send(web.urls.shell, { method: 'GET', path: '/api/auth-config', agent });
      expect(next.status, next.body).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  }, 20_000);

  it('counts a chunked body as it passes and refuses it with 413 past the limit', async () => {
    // An anonymous write the API reads the body of: the browser's pre-session CSRF token first.
    const visit = await send(web.urls.shell, { method: 'GET', path: '/api/account' });
    const cookies = ([] as string[]).concat(visit.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
    const xsrf = cookies.find((c) => c?.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '';
    const answer = await send(web.urls.shell, {
      method: 'POST',
      path: '/api/reset-password/someone%40example.com',
      headers: {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        cookie: cookies.join('; '),
        'x-xsrf-token': decodeURIComponent(xsrf),
      },
      body: Buffer.from(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) })),
    });
    expect(answer.status, answer.body).toBe(413);
    expectProblem({ type: String(answer.headers['content-type']), body: answer.body }, 413);
  }, 20_000);

  const oddRequests = [
    ['a dot-dot segment escaped', get('/api/%2e%2e/x'), [400, 404]],
    ['a lone surrogate as bytes', get('/api/%ED%A0%80'), [400]],
    ['headers over the limit', get('/api/auth-config', `X-Big: ${'a'.repeat(20_000)}\r\n`), [431]],
  ] as const;
  it.each(oddRequests)(
    'answers %s in the problem shape, through the proxy and from the API',
    async (_name, head, statuses) => {
      for (const base of [web.urls.shell, inject('apiUrl')]) {
        const answer = await raw(base, head);
        expect(statuses, `${base}: ${answer.status} ${answer.body}`).toContain(answer.status);
        expectProblem(answer, answer.status);
      }
    },
  );

  // The web server's own refusals, for paths that are no API call, answer in the same shape.
  const oddPaths = [
    ['a dot-dot segment escaped', get('/%2e%2e/etc/passwd'), [400]],
    ['a lone surrogate as bytes', get('/%ED%A0%80'), [400]],
    ['a missing asset', get('/assets/missing.0123abcd.js'), [404]],
    ['headers over the limit', get('/log-in', `X-Big: ${'a'.repeat(20_000)}\r\n`), [431]],
  ] as const;
  it.each(oddPaths)('answers %s outside the API in the problem shape', async (_name, head, statuses) => {
    const answer = await raw(web.urls.shell, head);
    expect(statuses, `${answer.status} ${answer.body}`).toContain(answer.status);
    expectProblem(answer, answer.status);
  });
});
