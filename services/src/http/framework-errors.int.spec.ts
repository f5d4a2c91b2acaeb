import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { translate } from './messages.ts';

let api: TestApi;
let admin: SignedIn;
let port: number;

beforeAll(async () => {
  ({ api, admin } = await openDemoApi());
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(async () => api?.close());

const english = { 'accept-language': 'en' };
const badRequest = { en: translate('error.badRequest', 'en'), pl: translate('error.badRequest', 'pl') };

interface Answer {
  readonly status: number;
  readonly headers: string;
  readonly body: string;
}

/** Bytes written to a real socket, for what never gets as far as a request object. */
function rawExchange(bytes: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
    socket.setTimeout(3000, () => socket.destroy());
  });
}

function expectProblem(status: number, contentType: unknown, body: string, title: string) {
  expect(String(contentType)).toMatch(/^application\/problem\+json/);
  expect(JSON.parse(body)).toMatchObject({ status, title, message: expect.stringMatching(/^error\./) });
  expect(body).not.toMatch(/FST_|Bad Request|Client Error/);
}

describe('Errors raised by the framework itself', () => {
  it('answers a malformed URL in the problem shape without echoing it', async () => {
    const url = '/api/%E0%A4%A<script>';
    const response = await api.app.inject({ method: 'GET', url, headers: { ...admin.headers, ...english } });
    expect(response.statusCode).toBe(400);
    expectProblem(400, response.headers['content-type'], response.body, badRequest.en);
    expect(response.body).not.toContain('script');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an over-long path parameter in the problem shape without echoing it', async () => {
    const id = 'x'.repeat(150);
    const response = await api.app.inject({
      method: 'GET',
      url: `/api/session-payments/${id}`,
      headers: { ...admin.headers, ...english },
    });
    expect(response.statusCode).toBe(414);
    expectProblem(414, response.headers['content-type'], response.body, badRequest.en);
    expect(response.body).not.toContain(id);
  });

  it('answers an unknown path without echoing it', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/<b>nothing</b>', headers: english });
    expect(response.statusCode).toBe(404);
    expectProblem(
      404,
      response.headers['content-type'],
      response.body,
      translate('error.url.not.found', 'en'),
    );
    expect(response.body).not.toContain('nothing');
  });

  it('answers a body of an unsupported type in the problem shape', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/branch/',
      headers: { ...admin.headers, ...english, 'content-type': 'text/xml' },
      payload: '<branch/>',
    });
    expect(response.statusCode).toBe(415);
    // The signed-in admin's own language wins over the browser's.
    expectProblem(415, response.headers['content-type'], response.body, badRequest.pl);
  });

  it('answers headers too large with 431 in the problem shape (Polish, as no header could be read)', async () => {
    const answer = await rawExchange(
      `GET /api/branches?echo=me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    const contentType = /\r\ncontent-type: ([^\r]+)/i.exec(answer.headers)?.[1];
    expectProblem(431, contentType, answer.body, badRequest.pl);
    expect(answer.headers).toMatch(/\r\nx-content-type-options: nosniff/i);
    expect(answer.body).not.toContain('echo');
  });

  it('answers a request line that is no HTTP in the problem shape', async () => {
    const answer = await rawExchange('HELLO\r\n\r\n');
    expect(answer.status).toBe(400);
    const contentType = /\r\ncontent-type: ([^\r]+)/i.exec(answer.headers)?.[1];
    expectProblem(400, contentType, answer.body, badRequest.pl);
  });
});
