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

interface ListedServant {
  id: { value: string };
  firstname: string;
  email: string;
  phone: string | null;
  permissions: string[];
  branches: { id: { value: string } }[];
  activated: boolean;
  invitationSent: boolean;
  price: number | null;
}

beforeAll(async () => {
  const demo = await openDemoApi();
  ({ api, admin, servant } = demo);
  demoBranch = demo.branchId;
  call = caller(api);
  otherBranch = await openBranch(api, admin, 'Wien');
  anonymous = (await visit(api.app)).snapshot();
  user = (await signedInAs(api, 'plain-user', ['USER'], [demoBranch])).session;
  branchAdmin = (await signedInAs(api, 'demo-branch-admin', ['BRANCH_ADMIN', 'USER'], [demoBranch])).session;
  otherBranchAdmin = (await signedInAs(api, 'wien-admin', ['BRANCH_ADMIN', 'USER'], [otherBranch])).session;
}, 120_000);
afterAll(async () => api?.close());

const servants = async (who: SignedIn, query = '', after?: { headers: Record<string, unknown> }) => {
  const response = await call(who, 'GET', `/api/servants${query}`, undefined, after);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListedServant[];
};
const form = (email: string, extra: Record<string, unknown> = {}) => ({
  firstname: 'Maria',
  lastname: 'Zając',
  email,
  phone: '+48 500 000 000',
  branches: [{ id: { value: demoBranch } }],
  permissions: ['ROLE_USER'],
  price: 120.5,
  ...extra,
});

describe('Servants', () => {
  it('adds a servant as an inactive account holding SERVANT, and edits him', async () => {
    const created = await call(branchAdmin, 'POST', '/api/servant/', form('maria@example.org'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['app-alert']).toBe('planning.messages.servant-saved');
    const id = created.json().id.value;
    const listed = (await servants(branchAdmin, '', created)).find((s) => s.id.value === id);
    expect(listed).toMatchObject({
      firstname: 'Maria',
      email: 'maria@example.org',
      phone: '+48 500 000 000',
      permissions: ['ROLE_USER', 'ROLE_SERVANT'],
      activated: false,
      invitationSent: false,
      price: 120.5,
    });
    const edited = await call(
      branchAdmin,
      'POST',
      '/api/servant/',
      form('maria@example.org', { id: { value: id }, firstname: 'Marysia', price: null }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await servants(branchAdmin, '', edited)).find((s) => s.id.value === id);
    expect(after).toMatchObject({ firstname: 'Marysia', price: null });
  });

  it('lists servants of the branches asked for; other staff only their own', async () => {
    const all = await servants(admin);
    expect(all.map((s) => s.email)).toContain('servant@cenacle.example');
    expect(await servants(admin, `?branches=${otherBranch}`)).toEqual([]);
    expect((await servants(servant)).map((s) => s.email)).toContain('servant@cenacle.example');
    expect(await servants(otherBranchAdmin)).toEqual([]);
    expect((await call(otherBranchAdmin, 'GET', `/api/servants?branches=${demoBranch}`)).statusCode).toBe(
      403,
    );
    expect((await call(otherBranchAdmin, 'GET', `/api/users?branches=${demoBranch}`)).statusCode).toBe(403);
    const users = await call(branchAdmin, 'GET', `/api/users?branches=${demoBranch}`);
    expect((users.json() as ListedServant[]).map((u) => u.email)).toContain('user@cenacle.example');
  });

  it('sends the invitation once, then the list knows it was sent', async () => {
    const created = await call(admin, 'POST', '/api/servant/', form('invited@example.org'));
    const id = created.json().id.value;
    const first = await call(branchAdmin, 'POST', `/api/send-invitation/${id}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['app-alert']).toBe('planning.messages.invitation-sent');
    const second = await call(branchAdmin, 'POST', `/api/send-invitation/${id}`);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('error.user.invitationAlreadySent');
    const listed = (await servants(admin, '', first)).find((s) => s.id.value === id);
    expect(listed?.invitationSent).toBe(true);
    const outbox = await call(admin, 'GET', '/api/outbox', undefined, first);
    const mails = (outbox.json() as { recipient: string }[]).filter(
      (m) => m.recipient === 'invited@example.org',
    );
    expect(mails).toHaveLength(1);
  });

  it('refuses an invitation to an activated account', async () => {
    const active = (await servants(admin)).find((s) => s.email === 'servant@cenacle.example');
    const response = await call(admin, 'POST', `/api/send-invitation/${active?.id.value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('error.user.alreadyActivated');
  });

  it('removes a servant from the branch: he leaves the list, his account stays', async () => {
    const created = await call(branchAdmin, 'POST', '/api/servant/', form('leaving@example.org'));
    const id = created.json().id.value;
    const removed = await call(branchAdmin, 'DELETE', `/api/servant/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.headers['app-alert']).toBe('planning.messages.servant-removed');
    expect((await servants(branchAdmin, '', removed)).map((s) => s.id.value)).not.toContain(id);
    const account = await call(admin, 'GET', `/api/admin/user/${id}`, undefined, removed);
    expect(account.statusCode).toBe(200);
    expect(account.json().authorities).toEqual(['ROLE_USER']);
    expect((await call(branchAdmin, 'DELETE', `/api/servant/${id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/servant/${id}`)).statusCode).toBe(400);
  });

  it('answers 400 to bad input and changes nothing', async () => {
    const before = await servants(admin);
    const response = await call(admin, 'POST', '/api/servant/', {
      firstname: 'M',
      lastname: '',
      email: 'maria@',
      branches: [],
      permissions: [],
      price: -1,
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fieldErrors as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['branches', 'email', 'lastname', 'permissions', 'price']);
    expect(await servants(admin)).toEqual(before);
  });

  it('answers 401 to anonymous callers and 403 to users, servants and other branches', async () => {
    const target = (await servants(admin)).find((s) => s.email === 'servant@cenacle.example')?.id.value;
    const cases = [
      [anonymous, 401],
      [user, 403],
      [servant, 403],
      [otherBranchAdmin, 403],
    ] as const;
    for (const [who, status] of cases) {
      expect((await call(who, 'POST', '/api/servant/', form('new@example.org'))).statusCode).toBe(status);
      expect((await call(who, 'DELETE', `/api/servant/${target}`)).statusCode).toBe(status);
      expect((await call(who, 'POST', `/api/send-invitation/${target}`)).statusCode).toBe(status);
    }
    expect((await call(anonymous, 'GET', '/api/servants')).statusCode).toBe(401);
    expect((await call(user, 'GET', '/api/servants')).statusCode).toBe(403);
    expect((await call(servant, 'GET', '/api/users')).statusCode).toBe(403);
  });
});
