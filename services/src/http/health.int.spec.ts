import { randomUUID } from 'node:crypto';
import {
  checkpointReached,
  formatPosition,
  parsePosition,
  readCheckpoint,
  readProjectionFailure,
} from '@cenacle/infra';
import { waitFor, waitForValue } from '@cenacle/infra/testing/wait.ts';
import { ledgerStream, type PaymentRecorded } from '@cenacle/shared-domain/accounting';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { poisonThenPayment } from '../testing/poison-event.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let sessionId: string;

beforeAll(async () => {
  ({ api, admin, servant, sessionId } = await openDemoApi());
});
afterAll(async () => api?.close());

const health = (who?: SignedIn) =>
  api.app.inject({ method: 'GET', url: '/management/health', ...(who ? { headers: who.headers } : {}) });

/** The projections process's JSON log lines that say a projector stopped. */
const stoppedLines = () =>
  api.projections.output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => String(entry.msg).startsWith('projector stopped'));

describe('Health', () => {
  it('answers UP, with each projector and its position for admins only', async () => {
    const anonymous = await health();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: 'UP' });
    expect((await health(servant)).json()).toEqual({ status: 'UP' });

    const detailed = (await health(admin)).json();
    expect(detailed).toMatchObject({ status: 'UP', components: { db: { status: 'UP' } } });
    expect(detailed.components.projections.details['school-sessions']).toMatchObject({
      status: 'UP',
      position: expect.stringMatching(/^\d+\.\d+$/),
    });
  });

  describe('when a projector meets an event it cannot apply', () => {
    // What a bug of long ago could have written: PostgreSQL refuses a participant id that is no uuid.
    let poisonId: string;
    let poisonPosition: string;
    let laterPayment: string;
    let laterPosition: string;

    beforeAll(async () => {
      // The poison event, then a later payment through the API as a treasurer records it.
      ({
        eventId: poisonId,
        position: poisonPosition,
        laterPayment,
        laterPosition,
      } = await poisonThenPayment(api, admin, sessionId));
      await waitFor(
        'the ledger projector to report its failure',
        async () => (await health()).json().status === 'DEGRADED',
        30_000,
      );
    });

    it('tells anyone the API is degraded, and admins which event and why', async () => {
      const anonymous = await health();
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json()).toEqual({ status: 'DEGRADED' });
      expect((await health(servant)).json()).toEqual({ status: 'DEGRADED' });

      const { status, components } = (await health(admin)).json();
      expect(status).toBe('DEGRADED');
      expect(components.projections.status).toBe('DEGRADED');
      expect(components.projections.details.ledger).toMatchObject({
        status: 'FAILED',
        failure: {
          eventId: poisonId,
          eventType: 'PaymentRecorded',
          position: poisonPosition,
          error: expect.stringContaining('uuid'),
          failedAt: expect.any(String),
        },
      });
      expect(components.projections.details['ledger-audit']).toMatchObject({ status: 'UP' });
      expect(components.projections.details['ledger-audit'].failure).toBeUndefined();
    });

    it('stores the failure with the projector and logs it once, at error level', async () => {
      expect(await readProjectionFailure(api.runtime.db, 'ledger')).toMatchObject({
        eventId: poisonId,
        eventType: 'PaymentRecorded',
        position: parsePosition(poisonPosition),
        error: expect.stringContaining('invalid input syntax for type uuid'),
      });
      const lines = await waitForValue('the alert in the projections log', () => {
        const found = stoppedLines();
        return found.length > 0 ? found : null;
      });
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'error',
          projection: 'ledger',
          eventId: poisonId,
          position: poisonPosition,
        }),
      ]);
    });

    it('lets the other projectors go on with later events, while the failed one stays put', async () => {
      const later = parsePosition(laterPosition);
      if (!later) throw new Error(`no position in ${laterPosition}`);
      await waitFor('the audit trail past the poison event', async () =>
        checkpointReached(await readCheckpoint(api.runtime.db, 'ledger-audit'), later),
      );
      const created = await api.app.inject({
        method: 'POST',
        url: '/api/branch/',
        headers: admin.headers,
        payload: { name: 'Cenacle Wilno', country: 'LTU', city: 'Wilno' },
      });
      expect(created.statusCode).toBe(201);
      const branches = await api.app.inject({
        method: 'GET',
        url: `/api/branches?position=${created.headers['app-log-position']}`,
      });
      expect((branches.json() as { name: string }[]).map((b) => b.name)).toContain('Cenacle Wilno');

      const audit = await api.runtime.db
        .selectFrom('ledger_audit')
        .select('payment_id')
        .where('session_id', '=', sessionId)
        .execute();
      expect(audit.map((r) => r.payment_id)).toContain(laterPayment);
      const payments = await api.runtime.db.selectFrom('payments').select('id').execute();
      expect(payments.map((r) => r.id)).not.toContain(laterPayment);
      expect(checkpointReached(await readCheckpoint(api.runtime.db, 'ledger'), later)).toBe(false);
      expect(stoppedLines()).toHaveLength(1);
    });
  });
});

describe('Health with Redis away', () => {
  let away: TestApi;
  let awayAdmin: SignedIn;
  // Nothing listens on port 1: every connection attempt is refused.
  const redis = new Redis('redis://127.0.0.1:1', {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', () => undefined);

  beforeAll(async () => {
    ({ api: away, admin: awayAdmin } = await openDemoApi({ redis }));
  });
  afterAll(async () => {
    await away?.close();
    redis.disconnect();
  });

  it('answers DEGRADED at once, Redis down and the queues unknown, for a probe and an admin alike', async () => {
    const anonymous = await away.app.inject({ method: 'GET', url: '/management/health' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: 'DEGRADED' });
    const detailed = await away.app.inject({
      method: 'GET',
      url: '/management/health',
      headers: awayAdmin.headers,
    });
    expect(detailed.json()).toMatchObject({
      status: 'DEGRADED',
      components: { db: { status: 'UP' }, redis: { status: 'DOWN' }, queues: { status: 'UNKNOWN' } },
    });
    // The queues were not asked (a count would wait for a reconnection that never comes).
    expect(detailed.json().components.queues.details.error).toMatch(/^Redis is /);
  });
});
