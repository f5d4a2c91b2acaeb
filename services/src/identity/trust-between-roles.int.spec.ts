import { waitFor } from '@cenacle/infra/testing/wait.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { caller, openBranch, signedInAs } from './people-testing.ts';
import { AccountsClient, mailedEmailChange, mailRequestsTo, mailsOf } from './testing/accounts-client.ts';

/** Issue 23 §1 "Nobody raises their own power", each finding in its own words. */
let api: TestApi;
let admin: SignedIn;
let demoBranch: string;
let otherBranch: string;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  const demo = await openDemoApi();
  ({ api, admin } = demo);
  demoBranch = demo.branchId;
  call = caller(api);
  otherBranch = await openBranch(api, admin, 'Wien');
}, 120_000);
afterAll(async () => api?.close());

const refs = (ids: string[]) => ids.map((id) => ({ id: { value: id } }));
const saveUser = (who: SignedIn, id: string, email: string, authorities: string[], branches: string[]) =>
  call(who, 'POST', '/api/admin/user', {
    id: { value: id },
    firstName: 'Jan',
    lastName: 'Test',
    email,
    authorities,
    branches: refs(branches),
  });
const accessOf = async (id: string, after?: { headers: Record<string, unknown> }) => {
  const response = await call(admin, 'GET', `/api/admin/user/${id}`, undefined, after);
  expect(response.statusCode, response.body).toBe(200);
  const user = response.json() as {
    email: string;
    authorities: string[];
    branches: { id: { value: string } }[];
  };
  return { email: user.email, authorities: user.authorities, branches: user.branches.map((b) => b.id.value) };
};

describe('A branch admin and his own account', () => {
  it('may not give himself an authority or a branch, only change his name', async () => {
    const me = await signedInAs(api, 'self-raiser', ['BRANCH_ADMIN', 'USER'], [demoBranch]);
    const email = 'self-raiser@cenacle.example';
    const raised = await saveUser(
      me.session,
      me.id,
      email,
      ['BRANCH_ADMIN', 'SERVANT', 'USER'],
      [demoBranch],
    );
    expect(raised.statusCode, raised.body).toBe(403);
    const asServant = await call(me.session, 'POST', '/api/servant/', {
      id: { value: me.id },
      firstname: 'Jan',
      lastname: 'Test',
      email,
      permissions: ['BRANCH_ADMIN', 'USER'],
      branches: refs([demoBranch]),
      price: null,
    });
    expect(asServant.statusCode, asServant.body).toBe(403);
    const renamed = await saveUser(me.session, me.id, email, ['BRANCH_ADMIN', 'USER'], [demoBranch]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await accessOf(me.id, renamed)).toEqual({
      email,
      authorities: ['ROLE_BRANCH_ADMIN', 'ROLE_USER'],
      branches: [demoBranch],
    });
  });

  it('may not remove himself as a servant, and a servant removed everywhere chooses no branch', async () => {
    const me = await signedInAs(api, 'self-remover', ['BRANCH_ADMIN', 'SERVANT', 'USER'], [demoBranch]);
    expect((await call(me.session, 'DELETE', `/api/servant/${me.id}`)).statusCode).toBe(403);
    // An administrator removes him: no staff authority is left without a branch.
    const removed = await call(admin, 'DELETE', `/api/servant/${me.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await accessOf(me.id, removed)).toMatchObject({ authorities: ['ROLE_USER'], branches: [] });
    // He had a branch: choosing "his first branch" is not his to do any more.
    const chosen = await call(me.session, 'POST', '/api/user-branch', {
      userId: { value: me.id },
      branchId: { value: otherBranch },
    });
    expect(chosen.statusCode, chosen.body).toBe(400);
    expect(chosen.json().message).toBe('error.userBranch.alreadyChosen');
    expect((await accessOf(me.id)).branches).toEqual([]);
    // His own account says so, so the screen offers him no choice it would then refuse.
    await waitFor('his account without a branch, having had one', async () => {
      const account = (await call(me.session, 'GET', '/api/account')).json();
      return account.branches.length === 0 && account.everHadBranch === true;
    });
  });

  it('lets a new USER who never had a branch choose his first one, once', async () => {
    const me = await signedInAs(api, 'newcomer', ['USER'], []);
    const choose = (branchId: string) =>
      call(me.session, 'POST', '/api/user-branch', {
        userId: { value: me.id },
        branchId: { value: branchId },
      });
    expect((await call(me.session, 'GET', '/api/account')).json()).toMatchObject({ everHadBranch: false });
    const first = await choose(demoBranch);
    expect(first.statusCode, first.body).toBe(200);
    expect((await choose(otherBranch)).statusCode).toBe(400);
  });
});

describe("A change of another account's address", () => {
  it('is refused to a branch admin sharing one of its two branches, and a reset reaches only the owner', async () => {
    const victim = await signedInAs(
      api,
      'two-branch-admin',
      ['BRANCH_ADMIN', 'USER'],
      [demoBranch, otherBranch],
    );
    const attacker = await signedInAs(api, 'one-branch-admin', ['BRANCH_ADMIN', 'USER'], [demoBranch]);
    const inbox = 'takeover@example.org';
    const changed = await saveUser(
      attacker.session,
      victim.id,
      inbox,
      ['BRANCH_ADMIN', 'USER'],
      [demoBranch],
    );
    expect(changed.statusCode, changed.body).toBe(403);
    const client = await AccountsClient.open(api.app);
    expect((await client.resetPassword(inbox)).statusCode).toBe(200);
    expect(await accessOf(victim.id)).toMatchObject({ email: 'two-branch-admin@cenacle.example' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailRequestsTo(api.runtime.store, inbox)).toEqual([]);
  });

  it("by an administrator waits for the owner's confirmation from the old address", async () => {
    const owner = await signedInAs(api, 'moved-person', ['SERVANT', 'USER'], [demoBranch]);
    const old = 'moved-person@cenacle.example';
    const wanted = 'moved-new@example.org';
    const saved = await saveUser(admin, owner.id, wanted, ['SERVANT', 'USER'], [demoBranch]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await accessOf(owner.id, saved)).email).toBe(old);
    // Until confirmed, a reset for the new address goes to the old one.
    const client = await AccountsClient.open(api.app);
    await client.resetPassword(wanted);
    await waitFor('the reset mail to the old address', async () =>
      (await mailsOf(api.runtime.store, 'passwordReset')).some((m) => m.recipient === old),
    );
    expect(await mailRequestsTo(api.runtime.store, wanted)).toEqual([]);
    // The address stays reserved for him meanwhile.
    const other = await signedInAs(api, 'someone-else', ['USER'], []);
    const taken = await call(other.session, 'POST', '/api/user-profile', {
      firstname: 'Ala',
      lastname: 'Kot',
      email: wanted,
    });
    expect(taken.statusCode).toBe(400);
    const approval = await mailedEmailChange(api.runtime.store, 'emailChangeApprove', old);
    expect(approval.params).toMatchObject({ email: wanted });
    const confirmed = await call(owner.session, 'POST', approval.path);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await accessOf(owner.id, confirmed)).email).toBe(wanted);
    // The old address is free again.
    const reused = await call(other.session, 'POST', '/api/user-profile', {
      firstname: 'Ala',
      lastname: 'Kot',
      email: old,
    });
    expect(reused.statusCode, reused.body).toBe(200);
  });

  it('refuses a link that is unknown or superseded', async () => {
    const owner = await signedInAs(api, 'twice-moved', ['USER'], [demoBranch]);
    const old = 'twice-moved@cenacle.example';
    await saveUser(admin, owner.id, 'first-try@example.org', ['USER'], [demoBranch]);
    const first = await mailedEmailChange(api.runtime.store, 'emailChangeApprove', old);
    await saveUser(admin, owner.id, 'second-try@example.org', ['USER'], [demoBranch]);
    await waitFor('the second approval mail', async () =>
      (await mailsOf(api.runtime.store, 'emailChangeApprove')).some(
        (m) => m.recipient === old && m.params.email === 'second-try@example.org',
      ),
    );
    const stale = await call(owner.session, 'POST', first.path);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('error.passwordLink.invalid');
    // The superseded address was given up: another account may take it.
    const other = await signedInAs(api, 'first-try-taker', ['USER'], []);
    const took = await call(other.session, 'POST', '/api/user-profile', {
      firstname: 'Ola',
      lastname: 'Kot',
      email: 'first-try@example.org',
    });
    expect(took.statusCode, took.body).toBe(200);
  });
});
