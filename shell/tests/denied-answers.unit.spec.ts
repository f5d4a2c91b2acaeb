import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, request } from '../kit/src/api/http-client.ts';
import { forbiddenAt, forgetForbidden } from '../kit/src/routes/forbidden.ts';

/** A real API stand-in on a port: `/status/403` answers 403 in the spec's problem shape, and so on. */
let server: Server;
const denied: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const status = Number(req.url?.split('/')[2] ?? 200);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status, message: status === 403 ? 'error.forbidden' : 'error.unauthorized' }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  configureApi({ baseUrl: `http://127.0.0.1:${port}`, onDenied: (status) => denied.push(status) });
});

afterAll(async () => {
  // Unit files share their worker's modules: the next file finds the client as it was.
  configureApi({ baseUrl: '', onDenied: () => undefined });
  await new Promise<void>((done) => server.close(() => done()));
});

beforeEach(() => {
  denied.length = 0;
  forgetForbidden();
  vi.stubGlobal('location', { pathname: '/accounting', search: '?session=other-branch' });
});

const call = (method: 'GET' | 'POST', status: number, options = {}) =>
  request(method, `/status/${status}`, { silent: true, ...options }).catch((e: unknown) => e);

describe('A refused call', () => {
  it('keeps the person signed in on a 403 and marks the page it was for as not his to open', async () => {
    const error = await call('GET', 403);
    expect(error).toMatchObject({ status: 403 });
    expect(denied).toEqual([]);
    expect(forbiddenAt()).toBe('/accounting?session=other-branch');
  });

  it('does not turn a refused write into a "no access" page', async () => {
    await call('POST', 403);
    expect(denied).toEqual([]);
    expect(forbiddenAt()).toBeNull();
  });

  it('leaves a refusal to the caller that answers it himself', async () => {
    await call('GET', 403, { keepSessionOnDenied: true });
    expect(forbiddenAt()).toBeNull();
  });

  it('ends the session on a 401, as before', async () => {
    await call('GET', 401);
    expect(denied).toEqual([401]);
    expect(forbiddenAt()).toBeNull();
  });
});
