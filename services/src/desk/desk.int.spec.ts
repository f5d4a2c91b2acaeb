import { randomUUID } from 'node:crypto';
import { waitFor } from '@cenacle/infra/testing/wait.ts';
import { rosterStream } from '@cenacle/shared-domain/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn } from '../testing/test-api.ts';
import { openTwoBranches, postJson, type TwoBranches } from '../testing/two-branches.ts';

let demo: TwoBranches;
let servant: SignedIn;
let stranger: SignedIn;
let sessionId: string;
let anna: string;
let piotr: string;
let child: string;

// Made an hour before it reaches the server (a desk offline since).
const madeAt = new Date(Date.now() - 3_600_000).toISOString();
const action = (type: string, fields: object) => ({ commandId: randomUUID(), madeAt, type, ...fields });
const sync = (actions: object[], who: SignedIn = servant) =>
  postJson(demo.api, who, `/api/desk/${sessionId}/actions`, { actions });
const get = (path: string, who: SignedIn = servant, position?: string) =>
  demo.api.app.inject({
    method: 'GET',
    url: `/api/desk/${sessionId}/${path}${position ? `?position=${position}` : ''}`,
    headers: who.headers,
  });
const streamLength = async (stream: string) => (await demo.api.runtime.store.readStream(stream)).length;
const streams = () => [rosterStream(sessionId), `ledger-${sessionId}`, `desk-${sessionId}`];
const lengths = () => Promise.all(streams().map(streamLength));

interface Person {
  participantId: string;
  present: boolean;
  paid: number;
  keyHandedOut: boolean;
  registrationTokenDigest: string;
  children: { id: string; checkedIn: boolean; pickupCodeDigest: string | null }[];
}
const personOf = (body: { people: Person[] }, id: string): Person => {
  const found = body.people.find((p) => p.participantId === id);
  if (!found) throw new Error(`${id} not on the roster`);
  return found;
};

const register = async (firstname: string, children: object[] = []) => {
  const saved = await postJson(demo.api, demo.admin, `/api/session-participant/${sessionId}`, {
    firstname,
    lastname: 'Kowalska',
    email: `${firstname.toLowerCase()}.${randomUUID().slice(0, 6)}@example.org`,
    level: 'I',
    children,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return { id: saved.json().id.value as string, position: saved.headers['app-log-position'] as string };
};

beforeAll(async () => {
  demo = await openTwoBranches();
  servant = demo.servant;
  stranger = await signedInStaff(demo.api, ['BRANCH_ADMIN', 'USER'], [demo.otherBranchId]);
  sessionId = await demo.newSession(demo.branchId, '2031-07-01', '2031-07-05');
  const first = await register('Anna', [{ firstname: 'Ola', lastname: 'Kowalska', age: 6 }]);
  const second = await register('Piotr', []);
  anna = first.id;
  piotr = second.id;
  const roster = await get('roster', servant, second.position);
  expect(roster.statusCode, roster.body).toBe(200);
  child = personOf(roster.json(), anna).children[0]?.id as string;
  expect(child).toBeTruthy();
}, 180_000);
afterAll(async () => demo?.api.close());

describe('The arrival desk API', () => {
  it('gives the roster to staff of the session branch only, with nothing the desk does not need', async () => {
    const roster = await get('roster');
    expect(roster.statusCode, roster.body).toBe(200);
    const body = roster.json();
    expect(body.session).toMatchObject({ id: sessionId, levels: ['I'], startDate: '2031-07-01' });
    expect(body.people.map((p: Person) => p.participantId).sort()).toEqual([anna, piotr].sort());
    expect(personOf(body, anna)).toMatchObject({
      present: false,
      paid: 0,
      keyHandedOut: false,
      room: null,
      indexBookSaved: false,
      children: [{ id: child, firstname: 'Ola', checkedIn: false, pickupCodeDigest: null }],
    });
    expect(personOf(body, anna).registrationTokenDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(roster.body).not.toContain('@example.org');
    expect((await get('roster', stranger)).statusCode).toBe(403);
    expect((await get('live', stranger)).statusCode).toBe(403);
    const foreign = await sync([action('ConfirmPresence', { participantId: anna })], stranger);
    expect(foreign.statusCode).toBe(403);
  });

  it('applies a batch once; the same batch again is all duplicates and appends nothing', async () => {
    const paymentId = randomUUID();
    const batch = [
      action('ConfirmPresence', { participantId: anna }),
      action('RecordPayment', { participantId: anna, paymentId, value: 150, category: 'BUY_IN' }),
      action('HandOutKey', { participantId: anna }),
      action('CheckInChild', { participantId: anna, childId: child, pickupCode: 'ab3 def' }),
    ];
    const first = await sync(batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results).toEqual(
      batch.map((a) => ({ commandId: a.commandId, outcome: 'applied', error: null })),
    );
    const before = await lengths();
    const again = await sync(batch);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(again.json().position).toBeNull();
    expect(await lengths()).toEqual(before);

    const roster = await get('roster', servant, first.json().position);
    const person = personOf(roster.json(), anna);
    expect(person).toMatchObject({ present: true, paid: 150, keyHandedOut: true });
    expect(person.children[0]).toMatchObject({ checkedIn: true });
    // The digest of `${childId}:${code}`, code as the desk normalises it (no spaces, upper case).
    const { createHash } = await import('node:crypto');
    const digest = createHash('sha256').update(`${child}:AB3DEF`).digest('hex');
    expect(person.children[0]?.pickupCodeDigest).toBe(digest);
  });

  it('writes the command id, the device time and the server time into the events, never the code', async () => {
    const events = await demo.api.runtime.store.readStream(`desk-${sessionId}`);
    const checkIn = events.find((e) => e.type === 'ChildCheckedIn');
    expect(checkIn?.metadata).toMatchObject({ madeAt, commandId: expect.any(String) });
    expect(Date.parse(checkIn?.metadata.receivedAt ?? '')).toBeGreaterThan(Date.parse(madeAt));
    expect(JSON.stringify(checkIn?.data)).not.toContain('AB3DEF');
    const presence = (await demo.api.runtime.store.readStream(rosterStream(sessionId))).find(
      (e) => e.type === 'PresenceConfirmed',
    );
    expect(presence?.metadata).toMatchObject({ madeAt, receivedAt: expect.any(String) });
  });

  it("shows the treasurer both times of a payment taken at the desk in the ledger's audit trail", async () => {
    const ledger = await demo.api.runtime.store.readStream(`ledger-${sessionId}`);
    const last = ledger[ledger.length - 1];
    const position = last ? `${last.position.commit}.${last.position.prepare}` : '';
    const history = await demo.api.app.inject({
      method: 'GET',
      url: `/api/session-payments/${sessionId}/history?position=${position}`,
      headers: servant.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    const [entry] = history.json();
    expect(entry).toMatchObject({ type: 'PaymentRecorded', madeAt, receivedAt: last?.metadata.receivedAt });
    expect(Date.parse(entry.receivedAt)).toBeGreaterThan(Date.parse(entry.madeAt));
  });

  it('lets two desks confirm the same person: one applied, the other refused as already present', async () => {
    const [one, two] = await Promise.all([
      sync([action('ConfirmPresence', { participantId: piotr })]),
      sync([action('ConfirmPresence', { participantId: piotr })]),
    ]);
    const results = [...one.json().results, ...two.json().results];
    expect(results.map((r: { outcome: string }) => r.outcome).sort()).toEqual(['applied', 'refused']);
    expect(results.find((r: { outcome: string }) => r.outcome === 'refused')?.error).toEqual({
      code: 'ALREADY_PRESENT',
      key: 'error.desk.alreadyPresent',
    });
    const presences = (await demo.api.runtime.store.readStream(rosterStream(sessionId))).filter(
      (e) => e.type === 'PresenceConfirmed' && (e.data as { participantId: string }).participantId === piotr,
    );
    expect(presences).toHaveLength(1);
  });

  it('refuses a wrong pickup code and goes on with the batch; the right code checks the child out', async () => {
    const wrong = action('CheckOutChild', {
      participantId: anna,
      childId: child,
      toParent: false,
      pickupCode: 'ZZZ999',
    });
    const noCode = action('CheckOutChild', { participantId: anna, childId: child, toParent: false });
    const key = action('HandOutKey', { participantId: piotr });
    const refused = await sync([wrong, noCode, key]);
    expect(refused.json().results).toEqual([
      {
        commandId: wrong.commandId,
        outcome: 'refused',
        error: { code: 'WRONG_PICKUP_CODE', key: 'error.desk.wrongPickupCode' },
      },
      {
        commandId: noCode.commandId,
        outcome: 'refused',
        error: { code: 'WRONG_PICKUP_CODE', key: 'error.desk.wrongPickupCode' },
      },
      { commandId: key.commandId, outcome: 'applied', error: null },
    ]);
    const right = await sync([
      action('CheckOutChild', { participantId: anna, childId: child, toParent: false, pickupCode: 'AB3DEF' }),
      action('CheckOutChild', { participantId: anna, childId: child, toParent: true }),
    ]);
    expect(right.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['applied', 'refused']);
    expect(right.json().results[1].error.code).toBe('CHILD_NOT_CHECKED_IN');
    // A payment id already used by another action is refused, not recorded twice.
    const paymentId = randomUUID();
    const pay = () =>
      action('RecordPayment', { participantId: piotr, paymentId, value: 20, category: 'BUY_IN' });
    const payments = await sync([pay(), pay()]);
    expect(payments.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'applied',
      'refused',
    ]);
    expect(payments.json().results[1].error.code).toBe('ALREADY_EXISTS');
  });

  it('answers bad actions with field errors in the spec shape and applies none of the batch', async () => {
    const before = await lengths();
    const bad = await sync([
      action('ConfirmPresence', { participantId: anna }),
      action('CheckInChild', { participantId: anna, childId: child, pickupCode: 'O0I1' }),
    ]);
    expect(bad.statusCode, bad.body).toBe(400);
    const fields = (bad.json().fieldErrors as { field: string }[]).map((e) => e.field);
    expect(fields.join(','), bad.body).toContain('pickupCode');
    expect(await lengths()).toEqual(before);
  });

  it('counts the live view: arrived, expected, children in and money taken today, per level', async () => {
    const checkIn = await sync([
      action('CheckInChild', { participantId: anna, childId: child, pickupCode: '234567' }),
    ]);
    const live = await get('live', servant, checkIn.json().position);
    expect(live.statusCode, live.body).toBe(200);
    const expected = { arrived: 2, expected: 2, childrenIn: 1, moneyTakenToday: 170 };
    expect(live.json()).toEqual({ total: expected, levels: [{ level: 'I', ...expected }] });
  });

  it('revokes a registration token: the roster carries the new one', async () => {
    const before = personOf((await get('roster')).json(), anna).registrationTokenDigest;
    const revoked = await demo.api.app.inject({
      method: 'POST',
      url: `/api/desk/registration-token/${anna}/revoke`,
      headers: servant.headers,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().registrationTokenDigest).not.toBe(before);
    const after = await get('roster', servant, revoked.headers['app-log-position'] as string);
    expect(personOf(after.json(), anna).registrationTokenDigest).toBe(revoked.json().registrationTokenDigest);
    const foreign = await demo.api.app.inject({
      method: 'POST',
      url: `/api/desk/registration-token/${anna}/revoke`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('lets two desks act on different people at once without a conflict', async () => {
    const people = await Promise.all(
      ['Ewa', 'Jan', 'Iga', 'Olek', 'Zofia', 'Adam'].map((name) => register(name)),
    );
    const desk = (ids: string[]) =>
      ids.flatMap((participantId) => [
        action('ConfirmPresence', { participantId }),
        action('HandOutKey', { participantId }),
        action('RecordPayment', { participantId, paymentId: randomUUID(), value: 10, category: 'BUY_IN' }),
      ]);
    const ids = people.map((p) => p.id);
    const [one, two] = await Promise.all([sync(desk(ids.slice(0, 3))), sync(desk(ids.slice(3)))]);
    for (const answer of [one, two]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(
        Array(9).fill('applied'),
      );
    }
    // Read once each desk's own write is in the read models.
    await get('roster', servant, one.json().position);
    const roster = (await get('roster', servant, two.json().position)).json();
    for (const id of ids)
      expect(personOf(roster, id)).toMatchObject({ present: true, keyHandedOut: true, paid: 10 });
  });

  it("announces the desk's read model over the WebSocket, so every desk refetches", async () => {
    await demo.api.app.listen({ host: '127.0.0.1', port: 0 });
    const address = demo.api.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws`, {
      headers: { cookie: servant.cookie },
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const messages: { projection: string; position: string }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    try {
      const { id } = await register('Marta');
      const answer = await sync([action('HandOutKey', { participantId: id })]);
      const [commit, prepare] = (answer.json().position as string).split('.').map(BigInt) as [bigint, bigint];
      const reached = (m: { projection: string; position: string }) => {
        const [c, p] = m.position.split('.').map(BigInt) as [bigint, bigint];
        return m.projection === 'desk-arrivals' && (c > commit || (c === commit && p >= prepare));
      };
      await waitFor('the desk announcement over the socket', () => messages.some(reached));
    } finally {
      socket.close();
    }
  });

  it('syncs 500 queued actions of one desk, in batches of 100, within seconds', async () => {
    const people: string[] = [];
    for (let i = 0; i < 50; i++) people.push((await register(`Osoba${i}`)).id);
    const queue = people.flatMap((participantId) => [
      action('ConfirmPresence', { participantId }),
      action('HandOutKey', { participantId }),
      ...Array.from({ length: 8 }, () =>
        action('RecordPayment', { participantId, paymentId: randomUUID(), value: 5, category: 'DONATIONS' }),
      ),
    ]);
    const started = performance.now();
    const outcomes: string[] = [];
    for (let i = 0; i < queue.length; i += 100) {
      const answer = await sync(queue.slice(i, i + 100));
      expect(answer.statusCode, answer.body).toBe(200);
      outcomes.push(...answer.json().results.map((r: { outcome: string }) => r.outcome));
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`desk sync: ${queue.length} actions in ${seconds.toFixed(2)} s`);
    expect(outcomes).toEqual(Array(500).fill('applied'));
    // The issue asks for 10 s end to end (bench:desk); here a bound a machine shared with browser tests
    // keeps, against a sync that decides in more than one read and one append per action.
    expect(seconds).toBeLessThan(30);
  }, 60_000);
});
