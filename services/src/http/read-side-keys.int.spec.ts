import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveAndRebuilt, projectionsHealth, settledProjectors } from '../testing/read-side.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { openTwoBranches, postJson } from '../testing/two-branches.ts';

/**
 * Ids a request may choose (a schedule item's, a child's) are unique within their session only: the
 * same id in another branch's session is accepted, and the read models must store it as well.
 */
let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let otherAdmin: SignedIn;
let ownSession: string;
let otherSession: string;

const post = (who: SignedIn, url: string, body: unknown) => postJson(api, who, url, body);

beforeAll(async () => {
  const demo = await openTwoBranches();
  ({ api, admin, servant } = demo);
  otherAdmin = await signedInStaff(api, ['BRANCH_ADMIN'], [demo.otherBranchId]);
  ownSession = await demo.newSession(demo.branchId, '2032-02-01', '2032-02-02');
  otherSession = await demo.newSession(demo.otherBranchId, '2032-02-01', '2032-02-02');
}, 120_000);
afterAll(async () => api?.close());

async function expectHealthyAndRebuildable(): Promise<void> {
  expect((await settledProjectors(api)).map((s) => `${s.name}: ${s.failure?.error}`)).toEqual([]);
  expect(await projectionsHealth(api, admin.headers)).toEqual({ status: 'UP', failed: [] });
  const { live, rebuilt } = await liveAndRebuilt(api);
  expect(rebuilt).toEqual(live);
}

describe('Ids chosen by a request, reused in another branch', () => {
  it("stores a schedule item whose id another branch's schedule holds", async () => {
    const itemId = randomUUID();
    const day = (sessionId: string, name: string) => ({
      session: { value: sessionId },
      date: '2032-02-01',
      version: null,
      items: [{ id: itemId, start: '08:00:00', finish: '09:00:00', type: 'BREAK', name }],
    });
    const own = await post(servant, '/api/schedules/', day(ownSession, 'Przerwa'));
    expect(own.statusCode, own.body).toBe(200);
    const other = await post(otherAdmin, '/api/schedules/', day(otherSession, 'Pause'));
    expect(other.statusCode, other.body).toBe(200);
    await expectHealthyAndRebuildable();
    const names = async (sessionId: string, who: SignedIn) => {
      const read = await api.app.inject({
        method: 'GET',
        url: `/api/schedules?session=${sessionId}`,
        headers: who.headers,
      });
      expect(read.statusCode, read.body).toBe(200);
      return JSON.stringify(read.json());
    };
    expect(await names(ownSession, servant)).toContain('Przerwa');
    expect(await names(otherSession, otherAdmin)).toContain('Pause');
  }, 120_000);

  it("stores a child whose id another session's registration holds, and refuses it within one session", async () => {
    const childId = randomUUID();
    const person = (email: string) => ({
      firstname: 'Anna',
      lastname: 'Nowak',
      email,
      level: 'I',
      children: [{ id: { value: childId }, firstname: 'Jan', lastname: 'Nowak', age: 7 }],
    });
    const own = await post(servant, `/api/session-participant/${ownSession}`, person('anna@example.org'));
    expect(own.statusCode, own.body).toBe(201);
    const other = await post(
      otherAdmin,
      `/api/session-participant/${otherSession}`,
      person('anna@example.de'),
    );
    expect(other.statusCode, other.body).toBe(201);
    // Within one session a child is named by its id (rooms, lists): a second holder is refused.
    const twice = await post(servant, `/api/session-participant/${ownSession}`, person('ewa@example.org'));
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().fieldErrors).toEqual([
      expect.objectContaining({ field: 'children', message: 'error.participant.childTaken' }),
    ]);
    const twin = randomUUID();
    const repeated = await post(otherAdmin, `/api/session-participant/${otherSession}`, {
      ...person('piotr@example.de'),
      children: [1, 2].map((age) => ({ id: { value: twin }, firstname: 'Ola', lastname: 'Nowak', age })),
    });
    expect(repeated.statusCode, repeated.body).toBe(400);
    await expectHealthyAndRebuildable();
  }, 120_000);
});
