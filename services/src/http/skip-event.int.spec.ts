import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { PROJECTOR_SKIPS_STREAM } from '@cenacle/infra/runner/skips.ts';
import { waitFor } from '@cenacle/infra/testing/wait.ts';
import { allProjectors } from '@cenacle/projections/read-models.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { poisonThenPayment } from '../testing/poison-event.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const exec = promisify(execFile);

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let sessionId: string;
let poisonId: string;
let poisonPosition: string;
let laterPayment: string;

const health = async () =>
  (await api.app.inject({ method: 'GET', url: '/management/health', headers: admin.headers })).json();
const skip = (body: unknown, who: SignedIn = admin, name = 'ledger') =>
  api.app.inject({
    method: 'POST',
    url: `/management/projectors/${name}/skip`,
    headers: { ...who.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const paymentIds = async () => {
  const list = await api.app.inject({
    method: 'GET',
    url: `/api/session-payments/${sessionId}`,
    headers: admin.headers,
  });
  return JSON.stringify(list.json());
};

/** The ledger projector stopped on an event written by a bug of long ago (no uuid where one belongs). */
beforeAll(async () => {
  ({ api, admin, servant, sessionId } = await openDemoApi());
  ({
    eventId: poisonId,
    position: poisonPosition,
    laterPayment,
  } = await poisonThenPayment(api, admin, sessionId));
  await waitFor(
    'the ledger to stop on the poison event',
    async () => (await health()).status === 'DEGRADED',
    30_000,
  );
}, 120_000);
afterAll(async () => api?.close());

describe('Skipping the event a projector stopped on', () => {
  it('refuses anyone but an admin, an unknown projector, a blank reason and any other event', async () => {
    const body = { position: poisonPosition, reason: 'Zapis z błędu 0.9' };
    expect((await skip(body, servant)).statusCode).toBe(403);
    expect((await skip(body, admin, 'no-such-projector')).statusCode).toBe(404);
    const blank = await skip({ position: poisonPosition, reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual([expect.objectContaining({ field: 'reason' })]);
    // Not the event it stopped on, and a projector that did not stop.
    const other = await skip({ ...body, position: '1.1' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('error.projectorNotStoppedThere');
    expect((await skip(body, admin, 'ledger-audit')).statusCode).toBe(409);
    const { stderr } = await exec(
      process.execPath,
      ['--import', 'tsx', 'projections/src/cli/skip.ts', 'ledger', '--position', '1.1', '--reason', 'x'],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: api.database.url, EVENTSTORE_URL: '' } },
    ).then(
      () => ({ stderr: 'exited 0' }),
      (error: { code: number; stderr: string }) => ({ stderr: `${error.code} ${error.stderr}` }),
    );
    expect(stderr).toMatch(/^3 Refused: ledger stopped on PaymentRecorded/);
    expect(await api.runtime.store.readStream(PROJECTOR_SKIPS_STREAM)).toEqual([]);
    expect((await health()).components.projections.details.ledger.status).toBe('FAILED');
  }, 60_000);

  it('lets the projector pass exactly that event, recorded in the log and shown in health', async () => {
    const skipped = await skip({ position: poisonPosition, reason: 'Zapis z błędu 0.9' });
    expect(skipped.statusCode, skipped.body).toBe(200);
    await waitFor(
      'the ledger past the skipped event',
      async () => (await paymentIds()).includes(laterPayment),
      30_000,
    );
    expect((await health()).status).toBe('UP');
    const skip0 = {
      eventId: poisonId,
      eventType: 'PaymentRecorded',
      position: poisonPosition,
      reason: 'Zapis z błędu 0.9',
      by: 'admin',
      skippedAt: expect.any(String),
    };
    expect((await health()).components.projections.details.ledger).toMatchObject({
      status: 'UP',
      skipped: [skip0],
    });
    const log = await api.runtime.store.readStream(PROJECTOR_SKIPS_STREAM);
    expect(log.map((e) => e.type)).toEqual(['ProjectorEventSkipped']);
    const { skippedAt: _at, ...recorded } = skip0;
    expect(log[0]?.data).toEqual({ ...recorded, projector: 'ledger' });
    // It no longer stands on it: nothing more to skip.
    expect((await skip({ position: poisonPosition, reason: 'again' })).statusCode).toBe(409);
  }, 60_000);

  describe('once skipped', () => {
    beforeAll(async () => {
      // Run alone, the skip is made here; after the test above, the ledger no longer stands on it (409).
      const skipped = await skip({ position: poisonPosition, reason: 'Zapis z błędu 0.9' });
      expect([200, 409], skipped.body).toContain(skipped.statusCode);
      await waitFor(
        'the ledger past the skipped event',
        async () => (await paymentIds()).includes(laterPayment),
        30_000,
      );
    }, 60_000);

    it('skips the same event again in a rebuild, which then ends with the same rows', async () => {
      const before = await paymentIds();
      // The rows compared hold the payment after the skipped event, whatever ran before.
      expect(before).toContain(laterPayment);
      const ledger = allProjectors.filter((p) => p.name === 'ledger');
      await rebuildProjections(api.runtime, ledger, 'ledger');
      expect(await paymentIds()).toEqual(before);
      expect((await health()).components.projections.details.ledger.status).toBe('UP');
    }, 60_000);
  });
});
