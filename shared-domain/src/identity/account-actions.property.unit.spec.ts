import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Authority } from '../common/authorities.ts';
import { AUTHORITIES } from '../common/authorities.ts';
import { DomainError } from '../common/errors.ts';
import type { Actor } from './account-actions.rules.ts';
import { type UserCommand, type UserState, userDecider } from './user.decider.ts';
import type { UserRegistered } from './user.events.ts';

/**
 * Issue 23 §1 as a property: whatever admin actions several actors take, in any order, across three
 * branches, every authority and branch an account gains was given by someone entitled to give it at
 * that moment, and nobody's own action raised his own power. The oracle below is written apart
 * from `mayActOn`: it states who is entitled in the plainest terms, and the decider must agree.
 */
const BRANCHES = ['b-a', 'b-b', 'b-c'] as const;
const [A, B] = BRANCHES;
const ASSIGNABLE_BY_BRANCH_ADMIN: readonly Authority[] = ['BRANCH_ADMIN', 'SERVANT', 'USER'];
const now = '2026-11-29T10:00:00.000Z';

const seed = (userId: string, authorities: Authority[], branchIds: string[]): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId,
    login: userId,
    email: `${userId}@example.org`,
    firstName: userId,
    lastName: 'Test',
    passwordHash: 'h',
    authorities,
    branchIds,
    langKey: 'pl',
    activated: true,
  },
});
const ACCOUNTS = [
  seed('admin', ['ADMIN', 'USER'], [A]),
  seed('adminOfA', ['BRANCH_ADMIN', 'USER'], [A]),
  seed('adminOfAB', ['BRANCH_ADMIN', 'SERVANT', 'USER'], [A, B]),
  seed('adminOfB', ['BRANCH_ADMIN', 'USER'], [B]),
  seed('servant', ['SERVANT', 'USER'], [A]),
  seed('newcomer', ['USER'], []),
];
const IDS = ACCOUNTS.map((a) => a.data.userId);

type Registered = Extract<UserState, { status: 'registered' }>;
type Step =
  | { kind: 'access'; actor: number; target: number; authorities: Authority[]; branchIds: string[] }
  | { kind: 'remove'; actor: number; target: number }
  | { kind: 'branch'; actor: number; target: number; branchId: string };

const index = fc.nat({ max: IDS.length - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('access' as const),
    actor: index,
    target: index,
    authorities: fc.subarray([...AUTHORITIES]),
    branchIds: fc.subarray([...BRANCHES]),
  }),
  fc.record({ kind: fc.constant('remove' as const), actor: index, target: index }),
  fc.record({
    kind: fc.constant('branch' as const),
    actor: index,
    target: index,
    branchId: fc.constantFrom(...BRANCHES),
  }),
);

function command(s: Step, by: Actor, targetId: string): UserCommand {
  const metadata = { userId: by.id, now };
  switch (s.kind) {
    case 'access':
      return {
        type: 'EditPerson',
        data: { userId: targetId, access: { authorities: s.authorities, branchIds: s.branchIds }, by },
        metadata,
      };
    case 'remove':
      return { type: 'RemoveServant', data: { userId: targetId, fromBranchIds: by.branchIds, by }, metadata };
    case 'branch':
      return { type: 'SetUserBranch', data: { userId: targetId, branchId: s.branchId, by }, metadata };
  }
}

const gained = <T>(before: readonly T[], after: readonly T[]) => after.filter((x) => !before.includes(x));
const changed = (before: Registered, after: Registered) =>
  gained(before.authorities, after.authorities).length > 0 ||
  gained(after.authorities, before.authorities).length > 0 ||
  gained(before.branchIds, after.branchIds).length > 0 ||
  gained(after.branchIds, before.branchIds).length > 0;

/** The oracle: may `actor` have made `before` into `after`? (`hadBranch`: the oracle's own memory.) */
function entitled(
  actor: Registered,
  actorId: string,
  targetId: string,
  before: Registered,
  after: Registered,
  hadBranch: boolean,
): string | null {
  const newAuthorities = gained(before.authorities, after.authorities);
  const newBranches = gained(before.branchIds, after.branchIds);
  if (actorId === targetId) {
    if (newAuthorities.length > 0) return 'raised his own authorities';
    const firstChoice =
      !hadBranch &&
      before.authorities.every((a) => a === 'USER') &&
      before.branchIds.length === 0 &&
      newBranches.length === 1;
    if (newBranches.length > 0 && !firstChoice) return 'gave himself a branch';
    if (
      gained(after.branchIds, before.branchIds).length > 0 ||
      gained(after.authorities, before.authorities).length > 0
    )
      return 'changed his own access';
    return null;
  }
  if (actor.authorities.includes('ADMIN')) return null;
  if (!actor.authorities.includes('BRANCH_ADMIN')) return 'acted without authority';
  const inReach =
    before.branchIds.length > 0 &&
    before.branchIds.every((b) => actor.branchIds.includes(b)) &&
    before.authorities.every((a) => ASSIGNABLE_BY_BRANCH_ADMIN.includes(a));
  if (!inReach) return 'acted on an account beyond his branches or powers';
  if (!newAuthorities.every((a) => ASSIGNABLE_BY_BRANCH_ADMIN.includes(a)))
    return 'gave an authority he may not';
  if (!newBranches.every((b) => actor.branchIds.includes(b))) return 'gave a branch not his';
  return null;
}

describe('Trust between roles (issue 23 §1), over any sequence of admin actions', () => {
  it('grants nobody a branch or authority that someone entitled did not give', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const states = new Map<string, Registered>();
        const hadBranch = new Map<string, boolean>();
        for (const account of ACCOUNTS) {
          states.set(
            account.data.userId,
            userDecider.evolve(userDecider.initialState(), account) as Registered,
          );
          hadBranch.set(account.data.userId, account.data.branchIds.length > 0);
        }
        for (const s of steps) {
          const actorId = IDS[s.actor] ?? '';
          const targetId = IDS[s.target] ?? '';
          const actor = states.get(actorId) as Registered;
          const before = states.get(targetId) as Registered;
          // The actor acts with the powers his account holds at this moment (a fresh sign-in).
          const by: Actor = { id: actorId, authorities: actor.authorities, branchIds: actor.branchIds };
          let events: ReturnType<typeof userDecider.decide>;
          try {
            events = userDecider.decide(command(s, by, targetId), before);
          } catch (error) {
            if (error instanceof DomainError) continue;
            throw error;
          }
          const after = events.reduce(userDecider.evolve, before as UserState) as Registered;
          if (changed(before, after)) {
            const why = entitled(actor, actorId, targetId, before, after, hadBranch.get(targetId) ?? false);
            expect(why, `${actorId} → ${targetId}: ${JSON.stringify(s)}`).toBeNull();
          }
          states.set(targetId, after);
          if (after.branchIds.length > 0) hadBranch.set(targetId, true);
          const bound = after.authorities.filter((a) => a === 'BRANCH_ADMIN' || a === 'SERVANT');
          expect(bound.length === 0 || after.branchIds.length > 0, 'staff authority without a branch').toBe(
            true,
          );
        }
      }),
      { numRuns: 500 },
    );
  });
});
