import { useAuth } from '@cenacle/kit';
import { mayActOn } from '@cenacle/shared-domain/identity/rules';
import { AUTHORITIES, type Authority } from '@cenacle/shared-domain/rules';
import { lazy, Suspense } from 'react';

const ChooseBranchDialog = lazy(() => import('./ChooseBranchDialog.tsx'));

const plain = (roles: readonly string[]): Authority[] =>
  roles
    .map((r) => r.replace(/^ROLE_/, ''))
    .filter((a): a is Authority => (AUTHORITIES as readonly string[]).includes(a));

/**
 * Spec §2: a signed-in USER with no branch must choose one first, when the account rule lets him
 * (issue 23 §1: only an account holding nothing but USER chooses its first branch; the server also
 * refuses one that had a branch before).
 */
export function ChooseBranchGate() {
  const mustChoose = useAuth((s) => {
    const account = s.account;
    if (!account) return false;
    if (account.branches.length > 0) return false;
    const me = { id: account.id.value, authorities: plain(account.authorities), branchIds: [] };
    return mayActOn(me, { ...me, everHadBranch: account.everHadBranch }, 'chooseFirstBranch').allowed;
  });
  if (!mustChoose) return null;
  return (
    <Suspense fallback={null}>
      <ChooseBranchDialog />
    </Suspense>
  );
}
