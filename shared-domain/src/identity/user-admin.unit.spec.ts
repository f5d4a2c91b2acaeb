import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { userDecider } from './user.decider.ts';
import type { UserRegistered } from './user.events.ts';
import { assignableAuthorities, grantAccess } from './user-admin.rules.ts';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const admin = { authorities: ['ADMIN' as const], branchIds: [] };
const branchAdminOfA = { authorities: ['BRANCH_ADMIN' as const, 'USER' as const], branchIds: [A] };

describe('Who may assign what (spec §6)', () => {
  it('lets an administrator give anything to anyone', () => {
    const wanted = { authorities: ['ADMIN', 'TESTIMONY_ADMIN'] as const, branchIds: [B] };
    expect(grantAccess(admin, { authorities: ['ADMIN'], branchIds: [B] }, wanted)).toEqual({
      authorities: ['ADMIN', 'TESTIMONY_ADMIN'],
      branchIds: [B],
    });
  });
  it('lets a branch admin give BRANCH_ADMIN, SERVANT and USER on his branches', () => {
    const target = { authorities: ['USER'] as const, branchIds: [A] };
    const wanted = { authorities: ['SERVANT', 'USER'] as const, branchIds: [A] };
    expect(grantAccess(branchAdminOfA, target, wanted)).toEqual(wanted);
  });
  it('refuses a branch admin an account he shares only one of its branches with (issue 23 §1)', () => {
    const target = { authorities: ['USER'] as const, branchIds: [A, B] };
    expect(
      grantAccess(branchAdminOfA, target, { authorities: ['SERVANT', 'USER'], branchIds: [A] }),
    ).toBeNull();
  });
  it.each([
    ['ADMIN', [A]],
    ['TESTIMONY_ADMIN', [A]],
    ['SERVANT', [B]],
  ] as const)('refuses a branch admin giving %s on %j', (authority, branchIds) => {
    expect(grantAccess(branchAdminOfA, null, { authorities: [authority], branchIds })).toBeNull();
  });
  it("refuses a branch admin another branch's user, and an administrator's account", () => {
    const wanted = { authorities: ['USER'] as const, branchIds: [A] };
    expect(grantAccess(branchAdminOfA, { authorities: ['USER'], branchIds: [B] }, wanted)).toBeNull();
    expect(grantAccess(branchAdminOfA, { authorities: ['ADMIN'], branchIds: [A] }, wanted)).toBeNull();
  });
  it('refuses servants and users altogether', () => {
    const servant = { authorities: ['SERVANT' as const], branchIds: [A] };
    expect(grantAccess(servant, null, { authorities: ['USER'], branchIds: [A] })).toBeNull();
    expect(assignableAuthorities(servant, ['ADMIN', 'USER'])).toEqual([]);
    expect(assignableAuthorities(branchAdminOfA, ['ADMIN', 'SERVANT', 'USER'])).toEqual(['SERVANT', 'USER']);
  });
});

const metadata = { userId: 'u0', now: '2026-11-23T10:00:00.000Z' };
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    login: 'maria@example.org',
    email: 'maria@example.org',
    firstName: 'Maria',
    lastName: 'Zając',
    passwordHash: null,
    authorities: ['SERVANT', 'USER'],
    branchIds: [A, B],
    langKey: 'pl',
    activated: false,
  },
};
const by = { id: 'u0', authorities: ['ADMIN' as const], branchIds: [] };
const invite = { type: 'RecordInvitation' as const, data: { userId: 'u1', by }, metadata };

describe('A person', () => {
  describe('when invited', () => {
    it('records the invitation once', () => {
      deciderSpec(userDecider)
        .given([registered])
        .when(invite)
        .then([{ type: 'UserInvitationSent', data: { userId: 'u1' } }]);
      deciderSpec(userDecider)
        .given([registered, { type: 'UserInvitationSent', data: { userId: 'u1' } }])
        .when(invite)
        .thenThrows('INVITATION_ALREADY_SENT', 'error.user.invitationAlreadySent');
    });
    it('refuses an activated account', () => {
      deciderSpec(userDecider)
        .given([
          registered,
          { type: 'UserActivated', data: { userId: 'u1', passwordHash: 'h', at: metadata.now } },
        ])
        .when(invite)
        .thenThrows('ALREADY_ACTIVATED', 'error.user.alreadyActivated');
    });
  });
  describe('when edited', () => {
    it('records only the parts that change', () => {
      const details = { firstName: 'Maria', lastName: 'Zając', phone: '123' };
      deciderSpec(userDecider)
        .given([registered])
        .when({ type: 'EditPerson', data: { userId: 'u1', details, priceMinor: null, by }, metadata })
        .then([
          { type: 'UserDetailsChanged', data: { userId: 'u1', ...details, email: 'maria@example.org' } },
        ]);
    });
  });
  describe('when removed as a servant', () => {
    it('leaves the named branches and stays a servant elsewhere', () => {
      deciderSpec(userDecider)
        .given([registered])
        .when({ type: 'RemoveServant', data: { userId: 'u1', fromBranchIds: [A], by }, metadata })
        .then([
          {
            type: 'ServantRemoved',
            data: {
              userId: 'u1',
              removedFromBranchIds: [A],
              authorities: ['SERVANT', 'USER'],
              branchIds: [B],
            },
          },
        ]);
    });
    it('is no servant any more once no branch is left', () => {
      deciderSpec(userDecider)
        .given([registered])
        .when({ type: 'RemoveServant', data: { userId: 'u1', fromBranchIds: 'all', by }, metadata })
        .then([
          {
            type: 'ServantRemoved',
            data: { userId: 'u1', removedFromBranchIds: [A, B], authorities: ['USER'], branchIds: [] },
          },
        ]);
    });
  });
});
