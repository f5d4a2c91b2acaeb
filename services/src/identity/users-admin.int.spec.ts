import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';
import { caller, openBranch, signedInAs } from './people-testing.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let user: SignedIn;
let anonymous: SignedIn;
let branchAdmin: SignedIn;
let otherBranchAdmin: SignedIn;
let demoBranch: string;
let otherBranch: string;
let call: ReturnType<typeof caller>;

interface Listed {
  id: { value: string };
  email: string;
  authorities: string[];
  branches: { id: { value: string }; name: string }[];
  activated: boolean;
  invitationSent: boolean;
}

beforeAll(async () => {
  const demo = await openDemoApi();
  ({ api, admin, servant } = demo);
  demoBranch = demo.branchId;
  call = caller(api);
  otherBranch = await openBranch(api, admin, 'Berlin');
  anonymous = (await visit(api.app)).snapshot();
  user = (await signedInAs(api, 'plain-user', ['USER'], [demoBranch])).session;
  branchAdmin = (await signedInAs(api, 'demo-branch-admin', ['BRANCH_ADMIN', 'USER'], [demoBranch])).session;
  otherBranchAdmin = (await signedInAs(api, 'berlin-admin', ['BRANCH_ADMIN', 'USER'], [otherBranch])).session;
}, 120_000);
afterAll(async () => api?.close());

const list = async (who: SignedIn, query = '', after?: { headers: Record<string, unknown> }) => {
  const response = await call(who, 'GET', `/api/admin/users${query}`, undefined, after);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Listed[];
};
const byEmail = (people: Listed[], email: string) => people.find((p) => p.email === email);
const invite = (who: SignedIn, email: string, authorities: string[], branches: string[]) =>
  call(who, 'POST', '/api/admin/user', {
    firstName: 'Ewa',
    lastName: 'Nowicka',
    email,
    authorities,
    branches: branches.map((id) => ({ id: { value: id } })),
  });

describe('Users administration', () => {
  it('lists users with activation state, authorities and branches, filtered by branch', async () => {
    const all = await list(admin);
    expect(byEmail(all, 'admin@cenacle.example')).toMatchObject({
      activated: true,
      authorities: ['ROLE_ADMIN', 'ROLE_USER'],
      branches: [{ id: { value: demoBranch }, name: expect.any(String) }],
    });
    const berlin = await list(admin, `?branches=${otherBranch}`);
    expect(berlin.map((p) => p.email)).toEqual(['berlin-admin@cenacle.example']);
    const both = await list(admin, `?branches=${otherBranch}&branches=${demoBranch}`);
    expect(both.length).toBe(all.length);
    // A branch admin sees his branch's users only, and may not ask for another branch.
    expect((await list(otherBranchAdmin)).map((p) => p.email)).toEqual(['berlin-admin@cenacle.example']);
    expect((await call(otherBranchAdmin, 'GET', `/api/admin/users?branches=${demoBranch}`)).statusCode).toBe(
      403,
    );
  });

  it('invites a user: an inactive account, and the invitation mail requested', async () => {
    const response = await invite(admin, 'ewa@example.org', ['ROLE_SERVANT', 'USER'], [demoBranch]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['app-alert']).toBe('planning.messages.user-invited');
    const id = response.json().id.value;
    const one = await call(admin, 'GET', `/api/admin/user/${id}`, undefined, response);
    expect(one.json()).toMatchObject({
      email: 'ewa@example.org',
      activated: false,
      invitationSent: true,
      authorities: ['ROLE_SERVANT', 'ROLE_USER'],
    });
    const outbox = await call(admin, 'GET', '/api/outbox', undefined, response);
    const mail = (outbox.json() as { recipient: string; template: string }[]).find(
      (m) => m.recipient === 'ewa@example.org',
    );
    expect(mail?.template).toBe('invitation');
    // The same address again, in another case: taken.
    const again = await invite(admin, 'EWA@example.org', ['USER'], [demoBranch]);
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors).toEqual([expect.objectContaining({ field: 'email' })]);
  });

  it('answers 400 in the spec shape to bad input and changes nothing', async () => {
    const before = await list(admin);
    const response = await call(admin, 'POST', '/api/admin/user', {
      firstName: ' ',
      lastName: 'X',
      email: 'nope',
      authorities: ['ROLE_KING'],
      branches: [],
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fieldErrors as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['authorities.0', 'branches', 'email', 'firstName']);
    const unknownBranch = await invite(
      admin,
      'ghost@example.org',
      ['USER'],
      ['00000000-0000-4000-8000-0000000000ff'],
    );
    expect(unknownBranch.statusCode).toBe(400);
    expect(unknownBranch.json().fieldErrors).toEqual([expect.objectContaining({ field: 'branches' })]);
    expect(await list(admin)).toEqual(before);
  });

  it('answers 401 to anonymous callers and 403 to users and servants', async () => {
    for (const [who, status] of [
      [anonymous, 401],
      [user, 403],
      [servant, 403],
    ] as const) {
      expect((await call(who, 'GET', '/api/admin/users')).statusCode).toBe(status);
      expect((await invite(who, 'x@example.org', ['USER'], [demoBranch])).statusCode).toBe(status);
    }
  });
});

describe('Who may assign what (spec §6)', () => {
  it('lets a branch admin give BRANCH_ADMIN, SERVANT and USER on his own branches only', async () => {
    expect((await invite(branchAdmin, 'a1@example.org', ['ADMIN'], [demoBranch])).statusCode).toBe(403);
    expect((await invite(branchAdmin, 'a2@example.org', ['TESTIMONY_ADMIN'], [demoBranch])).statusCode).toBe(
      403,
    );
    expect((await invite(branchAdmin, 'a3@example.org', ['SERVANT'], [otherBranch])).statusCode).toBe(403);
    const ok = await invite(branchAdmin, 'a4@example.org', ['BRANCH_ADMIN', 'SERVANT', 'USER'], [demoBranch]);
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('lets a branch admin change only users all of whose branches are his (issue 23 §1)', async () => {
    const created = await invite(admin, 'two-branches@example.org', ['USER'], [demoBranch, otherBranch]);
    const id = created.json().id.value;
    const update = (who: SignedIn, authorities: string[], branches: string[]) =>
      call(who, 'POST', '/api/admin/user', {
        id: { value: id },
        firstName: 'Ewa',
        lastName: 'Nowicka',
        email: 'two-branches@example.org',
        authorities,
        branches: branches.map((b) => ({ id: { value: b } })),
      });
    expect((await update(branchAdmin, ['SERVANT', 'USER'], [otherBranch])).statusCode).toBe(403);
    expect((await update(branchAdmin, ['ADMIN'], [demoBranch])).statusCode).toBe(403);
    // He shares only one of the user's two branches: the user is beyond his reach.
    expect((await update(branchAdmin, ['SERVANT', 'USER'], [demoBranch])).statusCode).toBe(403);
    const narrowed = await update(admin, ['USER'], [demoBranch]);
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const changed = await update(branchAdmin, ['SERVANT', 'USER'], [demoBranch]);
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await call(admin, 'GET', `/api/admin/user/${id}`, undefined, changed)).json();
    expect(after.authorities).toEqual(['ROLE_SERVANT', 'ROLE_USER']);
    expect(after.branches.map((b: { id: { value: string } }) => b.id.value)).toEqual([demoBranch]);
    // An administrator's user is out of a branch admin's reach.
    const adminId = byEmail(await list(admin), 'admin@cenacle.example')?.id.value;
    const touchAdmin = await call(branchAdmin, 'POST', '/api/admin/user', {
      id: { value: adminId },
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'admin@cenacle.example',
      authorities: ['USER'],
      branches: [{ id: { value: demoBranch } }],
    });
    expect(touchAdmin.statusCode).toBe(403);
  });

  it("refuses a branch admin of another branch the demo branch's users (403)", async () => {
    const target = byEmail(await list(admin), 'servant@cenacle.example');
    expect(target).toBeDefined();
    const id = target?.id.value ?? '';
    expect((await call(otherBranchAdmin, 'GET', `/api/admin/user/${id}`)).statusCode).toBe(403);
    const response = await call(otherBranchAdmin, 'POST', '/api/admin/user', {
      id: { value: id },
      firstName: 'Piotr',
      lastName: 'Kowalski',
      email: 'servant@cenacle.example',
      authorities: ['SERVANT'],
      branches: [{ id: { value: otherBranch } }],
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets an administrator give anything to anyone', async () => {
    const response = await invite(admin, 'boss@example.org', ['ADMIN', 'TESTIMONY_ADMIN'], [otherBranch]);
    expect(response.statusCode, response.body).toBe(201);
  });
});
