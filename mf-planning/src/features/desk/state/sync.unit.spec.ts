import type { DeskAction, DeskSyncResponse } from '@cenacle/shared-domain/desk/contracts';
import { DESK_MAX_BATCH } from '@cenacle/shared-domain/desk/rules';
import * as fakeIndexedDb from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  closeDeskDb,
  dismissRefused,
  dropExpiredRosters,
  enqueue,
  loadRoster,
  pendingActions,
  refusedActions,
  saveRoster,
  wipeRosters,
} from './desk-db.ts';
import { roster, uuid } from './desk-fixtures.ts';
import { retryDelayMs, type SendBatch, syncQueue } from './sync.ts';

const SESSION = '00000000-0000-4000-8000-000000000001';
const ME = 'a0000000-0000-4000-8000-000000000001';
const OTHER = 'a0000000-0000-4000-8000-000000000002';

// An in-memory IndexedDB (fake-indexeddb implements the standard) stands in for the browser's; the
// globals are restored after this file, which shares its process with other unit files.
// idb checks results with `instanceof IDBRequest` and the like, so the classes become globals too.
const classes = Object.fromEntries(Object.entries(fakeIndexedDb).filter(([name]) => name.startsWith('IDB')));
const g = globalThis as unknown as Record<string, unknown>;
const saved = Object.fromEntries(['indexedDB', ...Object.keys(classes)].map((name) => [name, g[name]]));
beforeAll(() => {
  Object.assign(globalThis, classes);
});
beforeEach(async () => {
  await closeDeskDb();
  Object.assign(globalThis, { indexedDB: new fakeIndexedDb.IDBFactory() });
});
afterAll(async () => {
  await closeDeskDb();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete g[name];
    else g[name] = value;
  }
});

const presence = (participantId = uuid()): DeskAction => ({
  type: 'ConfirmPresence',
  commandId: uuid(),
  madeAt: new Date().toISOString(),
  participantId,
});

/**
 * A stand-in for the server's decision (the route itself is tested on the server): each command id
 * is applied once, a repeated one is a duplicate, actions on `refuse` are refused.
 */
function server(options: { refuse?: Set<string>; failOnCall?: number; failStatus?: number } = {}) {
  const seen = new Set<string>();
  const batches: string[][] = [];
  let calls = 0;
  let position = 100;
  const send: SendBatch = async (_sessionId, actions) => {
    calls++;
    if (calls === options.failOnCall)
      throw Object.assign(new Error('down'), { status: options.failStatus ?? 0 });
    batches.push(actions.map((a) => a.commandId));
    const results: DeskSyncResponse['results'] = actions.map((a) => {
      if ('participantId' in a && options.refuse?.has(a.participantId))
        return {
          commandId: a.commandId,
          outcome: 'refused',
          error: { code: 'AlreadyPresent', key: 'error.desk.alreadyPresent' },
        };
      if (seen.has(a.commandId)) return { commandId: a.commandId, outcome: 'duplicate', error: null };
      seen.add(a.commandId);
      return { commandId: a.commandId, outcome: 'applied', error: null };
    });
    position++;
    return { results, position: `${position}.${position}` };
  };
  return { send, batches, seen };
}

async function queue(actions: DeskAction[], accountId = ME) {
  for (const action of actions) await enqueue({ sessionId: SESSION, accountId, action });
}

describe('The desk’s queue', () => {
  it('sends every action once, in the order taken, DESK_MAX_BATCH at a time', async () => {
    const actions = Array.from({ length: DESK_MAX_BATCH * 2 + 50 }, () => presence());
    await queue(actions);
    const { send, batches } = server();
    const result = await syncQueue(SESSION, ME, send);
    expect(batches.map((b) => b.length)).toEqual([DESK_MAX_BATCH, DESK_MAX_BATCH, 50]);
    expect(batches.flat()).toEqual(actions.map((a) => a.commandId));
    expect(result).toMatchObject({
      sent: 250,
      applied: 250,
      duplicate: 0,
      refused: 0,
      stoppedBy: null,
      position: '103.103',
    });
    expect(await pendingActions(SESSION, ME)).toEqual([]);
  });

  it('keeps everything when the network fails, and sends the rest later without doubling', async () => {
    await queue(Array.from({ length: 250 }, () => presence()));
    const down = server({ failOnCall: 2 });
    const first = await syncQueue(SESSION, ME, down.send);
    expect(first).toMatchObject({ sent: 100, applied: 100, stoppedBy: 'offline' });
    expect(await pendingActions(SESSION, ME)).toHaveLength(150);
    const second = await syncQueue(SESSION, ME, down.send);
    expect(second).toMatchObject({ sent: 150, applied: 150, stoppedBy: null });
    expect(down.seen.size).toBe(250);
  });

  it('takes a duplicate (the server had it: a lost answer) off the queue like an applied one', async () => {
    const actions = [presence(), presence()];
    await queue(actions);
    const { send, seen } = server();
    seen.add(actions[0]?.commandId as string);
    const result = await syncQueue(SESSION, ME, send);
    expect(result).toMatchObject({ applied: 1, duplicate: 1, refused: 0 });
    expect(await pendingActions(SESSION, ME)).toEqual([]);
  });

  it('moves a refused action to the refused list with its reason, until it is dismissed', async () => {
    const taken = uuid();
    const actions = [presence(), presence(taken), presence()];
    await queue(actions);
    const result = await syncQueue(SESSION, ME, server({ refuse: new Set([taken]) }).send);
    expect(result).toMatchObject({ applied: 2, refused: 1 });
    expect(await pendingActions(SESSION, ME)).toEqual([]);
    const refused = await refusedActions(SESSION, ME);
    expect(refused.map((r) => [r.action.commandId, r.error?.key])).toEqual([
      [actions[1]?.commandId, 'error.desk.alreadyPresent'],
    ]);
    await dismissRefused(actions[1]?.commandId as string);
    expect(await refusedActions(SESSION, ME)).toEqual([]);
  });

  it('keeps the queue when the account is no longer allowed, and refuses a batch the server cannot read', async () => {
    await queue([presence(), presence()]);
    expect(await syncQueue(SESSION, ME, server({ failOnCall: 1, failStatus: 403 }).send)).toMatchObject({
      stoppedBy: 'denied',
      sent: 0,
    });
    expect(await pendingActions(SESSION, ME)).toHaveLength(2);
    const unreadable = server({ failOnCall: 1, failStatus: 400 });
    expect(await syncQueue(SESSION, ME, unreadable.send)).toMatchObject({ refused: 2, stoppedBy: null });
    expect(await refusedActions(SESSION, ME)).toHaveLength(2);
  });

  it('sends only the signed-in account’s actions', async () => {
    await queue([presence()], OTHER);
    await queue([presence()], ME);
    const { send, batches } = server();
    await syncQueue(SESSION, ME, send);
    expect(batches.flat()).toHaveLength(1);
    expect(await pendingActions(SESSION, OTHER)).toHaveLength(1);
  });
});

describe('Trying again after no answer', () => {
  it('waits 2, 4, 8 … seconds, never more than a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
  });
});

describe('The roster on the device', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  const hoursLater = (hours: number) => new Date(now.getTime() + hours * 3600_000);

  it('is kept for its account until DESK_ROSTER_MAX_AGE_HOURS have passed', async () => {
    await saveRoster(ME, roster([]), now);
    expect((await loadRoster(SESSION, ME, hoursLater(47)))?.roster.session.id).toBe(SESSION);
    expect(await loadRoster(SESSION, ME, hoursLater(49))).toBeNull();
    expect(await loadRoster(SESSION, ME, now)).toBeNull();
  });

  it('is not shown to another account, and goes at sign-out while waiting actions stay', async () => {
    await saveRoster(ME, roster([]), now);
    expect(await loadRoster(SESSION, OTHER, now)).toBeNull();
    await saveRoster(ME, roster([]), now);
    await queue([presence()]);
    await wipeRosters();
    expect(await loadRoster(SESSION, ME, now)).toBeNull();
    expect(await pendingActions(SESSION, ME)).toHaveLength(1);
  });

  it('drops the old ones on the way', async () => {
    await saveRoster(ME, roster([]), now);
    expect(await dropExpiredRosters(hoursLater(24))).toBe(0);
    expect(await dropExpiredRosters(hoursLater(49))).toBe(1);
  });
});
