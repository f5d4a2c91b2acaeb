import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { type Actor, accountActions, mayActOn, type TargetAccount } from './account-actions.rules.ts';
import { userDecider } from './user.decider.ts';
import type { UserRegistered } from './user.events.ts';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const metadata = { userId: 'x', now: '2026-11-29T10:00:00.000Z' };
const admin: Actor = { id: 'admin', authorities: ['ADMIN', 'USER'], branchIds: [] };
const adminOfA: Actor = { id: 'ba', authorities: ['BRANCH_ADMIN', 'USER'], branchIds: [A] };
const target = (over: Partial<TargetAccount> = {}): TargetAccount => ({
  id: 't',
  authorities: ['USER'],
  branchIds: [A],
  everHadBranch: true,
  ...over,
});

describe('Who may act on an account (mayActOn)', () => {
  it('refuses everyone his own authorities, branches, price, removal, invitation and erasure', () => {
    for (const actor of [admin, adminOfA]) {
      const self = target({ id: actor.id, authorities: actor.authorities, branchIds: actor.branchIds });
      const actions = accountActions(actor, self);
      expect(actions).toMatchObject({
        editDetails: true,
        changeEmail: true,
        changeAccess: false,
        removeServant: false,
        invite: false,
        erase: false,
      });
      expect(mayActOn(actor, self, 'changeAccess')).toEqual({ allowed: false, refusal: 'ownAccount' });
    }
  });
  it('lets a branch admin act only on accounts all of whose branches are his', () => {
    expect(mayActOn(adminOfA, target(), 'changeAccess').allowed).toBe(true);
    expect(mayActOn(adminOfA, target({ branchIds: [A, B] }), 'changeEmail')).toEqual({
      allowed: false,
      refusal: 'outOfReach',
    });
    expect(mayActOn(adminOfA, target({ branchIds: [] }), 'editDetails').allowed).toBe(false);
  });
  it('lets a branch admin act only on accounts holding no more than he may give', () => {
    expect(mayActOn(adminOfA, target({ authorities: ['BRANCH_ADMIN', 'SERVANT'] }), 'invite').allowed).toBe(
      true,
    );
    expect(mayActOn(adminOfA, target({ authorities: ['TESTIMONY_ADMIN'] }), 'editDetails').allowed).toBe(
      false,
    );
    expect(mayActOn(adminOfA, target({ authorities: ['ADMIN'] }), 'removeServant').allowed).toBe(false);
  });
  it('lets only an administrator erase, and servants and users act on nobody else', () => {
    expect(mayActOn(admin, target(), 'erase').allowed).toBe(true);
    expect(mayActOn(adminOfA, target(), 'erase')).toEqual({ allowed: false, refusal: 'noAuthority' });
    const servant: Actor = { id: 's', authorities: ['SERVANT'], branchIds: [A] };
    expect(Object.values(accountActions(servant, target())).some(Boolean)).toBe(false);
  });
  it('lets only an account that never had a branch and holds only USER choose its first branch', () => {
    const fresh = target({ id: 'me', branchIds: [], everHadBranch: false });
    const me: Actor = { id: 'me', authorities: ['USER'], branchIds: [] };
    expect(mayActOn(me, fresh, 'chooseFirstBranch').allowed).toBe(true);
    expect(mayActOn(me, { ...fresh, everHadBranch: true }, 'chooseFirstBranch').allowed).toBe(false);
    expect(
      mayActOn(me, { ...fresh, authorities: ['BRANCH_ADMIN', 'USER'] }, 'chooseFirstBranch').allowed,
    ).toBe(false);
    expect(mayActOn(admin, fresh, 'chooseFirstBranch')).toEqual({ allowed: false, refusal: 'ownersOnly' });
  });
});

const registered = (
  userId: string,
  authorities: UserRegistered['data']['authorities'],
  branchIds: string[],
) =>
  ({
    type: 'UserRegistered',
    data: {
      userId,
      login: `${userId}@example.org`,
      email: `${userId}@example.org`,
      firstName: 'Jan',
      lastName: 'Kowal',
      passwordHash: 'h',
      authorities,
      branchIds,
      langKey: 'pl',
      activated: true,
    },
  }) satisfies UserRegistered;

describe('An account judged by its stream', () => {
  describe('when a branch admin edits himself', () => {
    const me: Actor = { id: 'ba', authorities: ['BRANCH_ADMIN', 'USER'], branchIds: [A] };
    it('refuses him new authorities or branches (issue 23 §1)', () => {
      deciderSpec(userDecider)
        .given([registered('ba', ['BRANCH_ADMIN', 'USER'], [A])])
        .when({
          type: 'EditPerson',
          data: {
            userId: 'ba',
            access: { authorities: ['BRANCH_ADMIN', 'USER'], branchIds: [A, B] },
            by: me,
          },
          metadata,
        })
        .thenThrows('ACCOUNT_ACTION_REFUSED', 'error.account.ownAccount');
    });
    it('refuses him his own removal as a servant', () => {
      deciderSpec(userDecider)
        .given([registered('ba', ['BRANCH_ADMIN', 'SERVANT', 'USER'], [A])])
        .when({ type: 'RemoveServant', data: { userId: 'ba', fromBranchIds: [A], by: me }, metadata })
        .thenThrows('ACCOUNT_ACTION_REFUSED', 'error.account.ownAccount');
    });
    it('lets him change his name', () => {
      deciderSpec(userDecider)
        .given([registered('ba', ['BRANCH_ADMIN', 'USER'], [A])])
        .when({
          type: 'EditPerson',
          data: { userId: 'ba', details: { firstName: 'Janek', lastName: 'Kowal' }, by: me },
          metadata,
        })
        .then([
          {
            type: 'UserDetailsChanged',
            data: {
              userId: 'ba',
              firstName: 'Janek',
              lastName: 'Kowal',
              email: 'ba@example.org',
              phone: null,
            },
          },
        ]);
    });
  });

  describe('when a branch of the account was added after the route looked', () => {
    it("refuses the branch admin who shares only one of them (the stream's branches count)", () => {
      deciderSpec(userDecider)
        .given([
          registered('t', ['USER'], [A]),
          { type: 'UserAccessChanged', data: { userId: 't', authorities: ['USER'], branchIds: [A, B] } },
        ])
        .when({
          type: 'EditPerson',
          data: { userId: 't', access: { authorities: ['SERVANT', 'USER'], branchIds: [A] }, by: adminOfA },
          metadata,
        })
        .thenThrows('ACCOUNT_ACTION_REFUSED', 'error.account.outOfReach');
    });
  });

  describe('when a servant is removed', () => {
    it('takes BRANCH_ADMIN too once no branch is left: no staff authority without a branch', () => {
      deciderSpec(userDecider)
        .given([registered('t', ['BRANCH_ADMIN', 'SERVANT', 'USER'], [A])])
        .when({ type: 'RemoveServant', data: { userId: 't', fromBranchIds: [A], by: adminOfA }, metadata })
        .then([
          {
            type: 'ServantRemoved',
            data: { userId: 't', removedFromBranchIds: [A], authorities: ['USER'], branchIds: [] },
          },
        ]);
    });
  });

  describe('when access is set', () => {
    it('refuses a staff authority bound to a branch with no branch', () => {
      deciderSpec(userDecider)
        .given([registered('t', ['USER'], [A])])
        .when({
          type: 'EditPerson',
          data: { userId: 't', access: { authorities: ['SERVANT'], branchIds: [] }, by: admin },
          metadata,
        })
        .thenThrows('STAFF_WITHOUT_BRANCH');
    });
    it('refuses a branch admin giving a branch that is not his', () => {
      deciderSpec(userDecider)
        .given([registered('t', ['USER'], [A])])
        .when({
          type: 'EditPerson',
          data: { userId: 't', access: { authorities: ['USER'], branchIds: [A, B] }, by: adminOfA },
          metadata,
        })
        .thenThrows('ACCOUNT_ACTION_REFUSED');
    });
  });

  describe('when the owner chooses a branch', () => {
    const owner: Actor = { id: 'ba', authorities: ['USER'], branchIds: [] };
    it('refuses an account that had a branch, even with none now (issue 23 §1)', () => {
      deciderSpec(userDecider)
        .given([
          registered('ba', ['BRANCH_ADMIN', 'SERVANT', 'USER'], [A]),
          {
            type: 'ServantRemoved',
            data: { userId: 'ba', removedFromBranchIds: [A], authorities: ['USER'], branchIds: [] },
          },
        ])
        .when({ type: 'SetUserBranch', data: { userId: 'ba', branchId: B, by: owner }, metadata })
        .thenThrows('BRANCH_ALREADY_CHOSEN');
    });
    it('refuses a branch admin left with no branch by older data', () => {
      deciderSpec(userDecider)
        .given([registered('ba', ['BRANCH_ADMIN', 'USER'], [])])
        .when({
          type: 'SetUserBranch',
          data: { userId: 'ba', branchId: B, by: { ...owner, authorities: ['BRANCH_ADMIN', 'USER'] } },
          metadata,
        })
        .thenThrows('BRANCH_ALREADY_CHOSEN');
    });
    it("records a new USER's first branch", () => {
      deciderSpec(userDecider)
        .given([registered('u', ['USER'], [])])
        .when({
          type: 'SetUserBranch',
          data: { userId: 'u', branchId: B, by: { id: 'u', authorities: ['USER'], branchIds: [] } },
          metadata,
        })
        .then([{ type: 'UserBranchSet', data: { userId: 'u', branchIds: [B] } }]);
    });
  });
});
