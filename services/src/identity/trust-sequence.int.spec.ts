import type { Authority } from '@cenacle/shared-domain';
import { BRANCH_ADMIN_ASSIGNABLE, userDecider, userStream } from '@cenacle/shared-domain/identity';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { caller, openBranch, signedInAs } from './people-testing.ts';

/**
 * Issue 23 §1 through the real API: a short generated sequence of access changes, removals and
 * branch choices by an administrator, two branch admins and a servant, on four accounts and on
 * themselves, across two branches. After every call each account's access (read from its stream)
 * holds only what an entitled actor gave; the actors' own powers never move.
 */
let api: TestApi;
let call: ReturnType<typeof caller>;
const actors: { id: string; session: SignedIn; authorities: Authority[]; branchIds: string[] }[] = [];
const targets: string[] = [];
let branches: string[] = [];

beforeAll(async () => {
  const demo = await openDemoApi();
  api = demo.api;
  call = caller(api);
  branches = [demo.branchId, await openBranch(api, demo.admin, 'Kraków')];
  const [A, B] = branches as [string, string];
  const make = async (login: string, authorities: Authority[], branchIds: string[]) => ({
    ...(await signedInAs(api, login, authorities, branchIds)),
    authorities,
    branchIds,
  });
  actors.push(
    await make('seq-admin', ['ADMIN', 'USER'], [A]),
    await make('seq-admin-of-a', ['BRANCH_ADMIN', 'USER'], [A]),
    await make('seq-admin-of-ab', ['BRANCH_ADMIN', 'USER'], [A, B]),
    await make('seq-servant', ['SERVANT', 'USER'], [A]),
  );
  for (const [login, authorities, branchIds] of [
    ['seq-user-a', ['USER'], [A]],
    ['seq-servant-ab', ['SERVANT', 'USER'], [A, B]],
    ['seq-admin-of-b', ['BRANCH_ADMIN', 'USER'], [B]],
    ['seq-newcomer', ['USER'], []],
  ] as const) {
    targets.push((await signedInAs(api, login, [...authorities], [...branchIds])).id);
  }
}, 180_000);
afterAll(async () => api?.close());

type Step =
  | { kind: 'access'; actor: number; target: number; authorities: Authority[]; branches: number[] }
  | { kind: 'remove'; actor: number; target: number }
  | { kind: 'branch'; actor: number; target: number; branch: number };

/** `target` 4: the actor himself; 0 to 3: the four accounts (never another actor, whose powers stay put). */
const who = fc.record({ actor: fc.nat({ max: 3 }), target: fc.nat({ max: 4 }) });
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc
    .record({
      w: who,
      authorities: fc.subarray(['ADMIN', 'BRANCH_ADMIN', 'SERVANT', 'USER'] as Authority[], { minLength: 1 }),
      branches: fc.subarray([0, 1], { minLength: 1 }),
    })
    .map(({ w, ...rest }) => ({ kind: 'access' as const, ...w, ...rest })),
  who.map((w) => ({ kind: 'remove' as const, ...w })),
  fc
    .record({ w: who, branch: fc.nat({ max: 1 }) })
    .map(({ w, branch }) => ({ kind: 'branch' as const, ...w, branch })),
);

const accountOf = async (id: string) => {
  const { state } = await api.runtime.bus.load(userDecider, userStream(id));
  if (state.status === 'none') throw new Error(`no account ${id}`);
  return state;
};
const accessOf = async (id: string) => {
  const state = await accountOf(id);
  return { authorities: [...state.authorities], branchIds: [...state.branchIds] };
};

describe('Trust between roles through the API (issue 23 §1)', () => {
  it('lets no sequence of calls give anyone what no entitled actor gave', async () => {
    const steps =
      fc.sample(fc.array(stepArbitrary, { minLength: 30, maxLength: 30 }), { numRuns: 1, seed: 23 })[0] ?? [];
    const statuses: number[] = [];
    for (const step of steps) {
      const actor = actors[step.actor];
      const targetId = step.target === 4 ? actor?.id : targets[step.target];
      if (!actor || !targetId) continue;
      const before = await accessOf(targetId);
      const url =
        step.kind === 'remove'
          ? `/api/servant/${targetId}`
          : step.kind === 'branch'
            ? '/api/user-branch'
            : '/api/admin/user';
      const payload =
        step.kind === 'access'
          ? {
              id: { value: targetId },
              firstName: 'Seq',
              lastName: 'Test',
              email: (await accountOf(targetId)).email,
              authorities: step.authorities,
              branches: step.branches.map((b) => ({ id: { value: branches[b] } })),
            }
          : step.kind === 'branch'
            ? { userId: { value: targetId }, branchId: { value: branches[step.branch] } }
            : undefined;
      const response = await call(actor.session, step.kind === 'remove' ? 'DELETE' : 'POST', url, payload);
      expect(response.statusCode, `${JSON.stringify(step)} → ${response.body}`).toBeLessThan(500);
      statuses.push(response.statusCode);
      const after = await accessOf(targetId);
      const gainedAuthorities = after.authorities.filter((a) => !before.authorities.includes(a));
      const gainedBranches = after.branchIds.filter((b) => !before.branchIds.includes(b));
      const label = `${actor.authorities.join('+')} → ${JSON.stringify(step)}: ${JSON.stringify({ before, after })}`;
      if (targetId === actor.id) {
        expect(after, `nobody changes his own access: ${label}`).toEqual(before);
        continue;
      }
      if (actor.authorities.includes('ADMIN')) continue;
      const changed =
        gainedAuthorities.length + gainedBranches.length > 0 ||
        JSON.stringify(before) !== JSON.stringify(after);
      if (!changed) continue;
      expect(actor.authorities, label).toContain('BRANCH_ADMIN');
      const assignable = BRANCH_ADMIN_ASSIGNABLE as readonly Authority[];
      expect(
        before.branchIds.length > 0 && before.branchIds.every((b) => actor.branchIds.includes(b)),
        label,
      ).toBe(true);
      expect(
        before.authorities.every((a) => assignable.includes(a)),
        label,
      ).toBe(true);
      expect(
        gainedAuthorities.every((a) => assignable.includes(a)),
        label,
      ).toBe(true);
      expect(
        gainedBranches.every((b) => actor.branchIds.includes(b)),
        label,
      ).toBe(true);
    }
    // The sequence both changed accounts and was refused: neither side of the rule went untried.
    expect(statuses).toContain(200);
    expect(statuses).toContain(403);
    // The actors' own powers never moved.
    for (const actor of actors) {
      expect(await accessOf(actor.id)).toEqual({
        authorities: actor.authorities,
        branchIds: actor.branchIds,
      });
    }
  }, 120_000);
});
