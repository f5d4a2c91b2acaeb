import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import type { EventStore, ReadStreamOptions } from '@cenacle/infra';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { waitFor } from '@cenacle/infra/testing/wait.ts';
import { ledgerDecider, ledgerStream, type RecordPayment } from '@cenacle/shared-domain/accounting';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: SignedIn;
let sessionId: string;

beforeAll(async () => {
  ({ api, admin, sessionId } = await openDemoApi());
  await api.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => api?.close());

describe('Read-model push', () => {
  it('tells a connected browser which read model moved and to which position', async () => {
    const address = api.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws`, {
      headers: { cookie: admin.cookie },
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const messages: { type: string; projection: string; position: string }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));

    const response = await api.app.inject({
      method: 'POST',
      url: `/api/session-payment/${sessionId}`,
      headers: admin.headers,
      payload: { category: 'BUY_IN', value: 10 },
    });
    const position = response.headers['app-log-position'] as string;
    const [commit, prepare] = position.split('.').map(BigInt) as [bigint, bigint];
    const reached = (m: { projection: string; position: string }) => {
      const [c, p] = m.position.split('.').map(BigInt) as [bigint, bigint];
      return m.projection === 'ledger' && (c > commit || (c === commit && p >= prepare));
    };
    try {
      await waitFor('the ledger announcement over the socket', () => messages.some(reached));
    } finally {
      socket.close();
    }
    expect(messages.find(reached)).toMatchObject({ type: 'readModelChanged', projection: 'ledger' });
  });

  it('refuses an anonymous WebSocket', async () => {
    const address = api.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws`);
    const status = await new Promise<number>((resolve) => {
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.once('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });

  it('closes the connection of a refused upgrade, so a keep-alive client does not reuse it', async () => {
    const address = api.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = connect(address.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    const closed = new Promise<boolean>((resolve) => {
      socket.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 2000);
    });
    socket.write(
      'GET /api/ws HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive, Upgrade\r\nUpgrade: websocket\r\n' +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    const wasClosed = await closed;
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).not.toMatch(/\r\nconnection: keep-alive\r\n/i);
    expect(wasClosed).toBe(true);
  });

  it('answers the next request of a keep-alive client after refusing its upgrade', async () => {
    const address = api.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        const outgoing = request(
          { host: '127.0.0.1', port: address.port, path, headers, agent },
          (incoming) => {
            incoming.resume();
            incoming.on('end', () => resolve(incoming.statusCode ?? 0));
          },
        );
        outgoing.setTimeout(3000, () => outgoing.destroy(new Error(`${path}: no answer`)));
        outgoing.on('error', reject);
        outgoing.end();
      });
    try {
      const upgrade = {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      };
      expect(await get('/api/ws', upgrade)).toBe(401);
      expect(await get('/management/health')).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

/**
 * The real store, with another writer's real append slipped in between this process's read and
 * its append, the way a second API process would race it.
 */
function racingStore(store: EventStore, races: { remaining: number }): EventStore {
  const rival = new CommandBus(store, randomUUID);
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property !== 'readStream') return Reflect.get(target, property, receiver);
      return async (streamId: string, options?: ReadStreamOptions) => {
        const events = await target.readStream(streamId, options);
        if (streamId.startsWith('ledger-') && races.remaining > 0) {
          races.remaining--;
          const sessionId = streamId.slice('ledger-'.length);
          await rival.handle(ledgerDecider, streamId, recordCommand(sessionId, 5), {
            correlationId: randomUUID(),
            causationId: null,
          });
        }
        return events;
      };
    },
  });
}

function recordCommand(sessionId: string, amountMinor: number): RecordPayment {
  return {
    type: 'RecordPayment',
    data: {
      paymentId: randomUUID(),
      sessionId,
      category: 'SHOP',
      amountMinor,
      description: null,
      participantId: null,
    },
    metadata: { userId: randomUUID(), now: new Date().toISOString() },
  };
}

describe('Concurrent writers', () => {
  const post = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: `/api/session-payment/${sessionId}`,
      headers: admin.headers,
      payload: { category: 'BUY_IN', value: 1 },
    });

  it('re-reads and retries when another process appended between read and append', async () => {
    const races = { remaining: 2 };
    const store = racingStore(api.runtime.store, races);
    const app = await buildApp({ ...api.runtime, store, bus: new CommandBus(store, randomUUID) });
    try {
      const before = (await api.runtime.store.readStream(ledgerStream(sessionId))).length;
      const response = await post(app);
      expect(response.statusCode).toBe(201);
      expect(races.remaining).toBe(0);
      // Our payment and the two rival ones: nothing lost, nothing doubled.
      expect((await api.runtime.store.readStream(ledgerStream(sessionId))).length).toBe(before + 3);
    } finally {
      await app.close();
    }
  });

  it('answers 409 and appends nothing of its own when the retries are spent', async () => {
    const races = { remaining: 100 };
    const store = racingStore(api.runtime.store, races);
    const app = await buildApp({
      ...api.runtime,
      store,
      bus: new CommandBus(store, randomUUID, { maxRetries: 2 }),
    });
    try {
      const before = (await api.runtime.store.readStream(ledgerStream(sessionId))).length;
      const response = await post(app);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('error.concurrencyFailure');
      const raced = 100 - races.remaining;
      const after = await api.runtime.store.readStream(ledgerStream(sessionId));
      expect(after.length).toBe(before + raced);
      expect(after.slice(before).every((e) => (e.data as { category: string }).category === 'SHOP')).toBe(
        true,
      );
    } finally {
      await app.close();
    }
  });
});
