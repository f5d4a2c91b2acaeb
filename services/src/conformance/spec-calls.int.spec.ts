import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInAs } from '../testing/staff.ts';
import type { TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';
import { accountCalls, logoutCall } from './calls-accounts.ts';
import { contentCalls, fileReadCalls, preparePhoto, uploadCalls } from './calls-content.ts';
import { planningCalls } from './calls-planning.ts';
import { deleteSessionCall, sessionCalls } from './calls-sessions.ts';
import { SPEC_CALLS } from './spec-calls.ts';
import { type BadInput, type SpecCall, type World, walkBadInput, walkCall, withBadInput } from './walk.ts';

/**
 * The API conformance walk: every call of calls-errors-constants.md §7, in the order a staff day
 * makes them, with the bodies the spec's client sends (ids as `{value}` objects, dates as zoned
 * date-times). Each answers its status and the spec §3 shape; each write also gets one bad input,
 * answered with the catalogue's 400 (calls §8).
 */
const WALK: readonly SpecCall[] = [
  ...accountCalls,
  ...uploadCalls,
  ...fileReadCalls,
  ...sessionCalls,
  ...planningCalls,
  deleteSessionCall,
  ...contentCalls,
  logoutCall,
].map(withBadInput);

let api: TestApi;
let world: World;

beforeAll(async () => {
  await preparePhoto();
  const demo = await openDemoApi();
  api = demo.api;
  const users = await api.app.inject({
    method: 'GET',
    url: `/api/admin/users?branches=${demo.branchId}`,
    headers: demo.admin.headers,
  });
  const idOf = (login: string) =>
    (users.json() as { login: string; id: { value: string } }[]).find((u) => u.login === login)?.id.value ??
    '';
  const branches = await api.app.inject({ method: 'GET', url: '/api/branches' });
  const otherBranch = (branches.json() as { id: { value: string } }[])
    .map((b) => b.id.value)
    .find((id) => id !== demo.branchId);
  const branchAdmin = await signedInAs(api, 'spec-branch-admin', ['BRANCH_ADMIN', 'USER'], [demo.branchId]);
  const testimonyAdmin = await signedInAs(api, 'spec-testimony-admin', ['TESTIMONY_ADMIN', 'USER'], []);
  world = {
    api,
    as: {
      anonymous: (await visit(api.app)).snapshot(),
      user: await api.login('user', 'user'),
      servant: demo.servant,
      branchAdmin: branchAdmin.session,
      testimonyAdmin: testimonyAdmin.session,
      admin: demo.admin,
    },
    ids: {
      branch: demo.branchId,
      otherBranch: otherBranch ?? demo.branchId,
      session: demo.sessionId,
      user: idOf('user'),
      servantUser: idOf('servant'),
    },
  };
});
afterAll(async () => api?.close());

describe("The spec's calls (calls-errors-constants.md §7)", () => {
  it('walks every call of §7', () => {
    const walked = new Set(WALK.filter((call) => !call.extra).map((call) => call.spec));
    expect(SPEC_CALLS.filter((call) => !walked.has(call))).toEqual([]);
    expect([...walked].filter((call) => !SPEC_CALLS.includes(call))).toEqual([]);
  });

  for (const [index, call] of WALK.entries()) {
    it(`${index + 1}. ${call.spec} as ${call.as}: ${call.status}${call.shape ? ' in the spec shape' : ''}`, async () => {
      await walkCall(world, call);
    });
    if (call.bad) {
      const withBad = call as SpecCall & { bad: BadInput };
      const answer = call.bad.status ?? 400;
      it(`${index + 1}. ${call.spec} with bad ${call.bad.field}: the catalogue's ${answer}`, async () => {
        await walkBadInput(world, withBad);
      });
    }
  }
});
