import { useAuth } from '@cenacle/kit';
import { lazy, Suspense } from 'react';

const ChooseBranchDialog = lazy(() => import('./ChooseBranchDialog.tsx'));

/** Spec §2: a signed-in USER who is no ADMIN and has no branch must choose one first. */
export function ChooseBranchGate() {
  const mustChoose = useAuth((s) => {
    const account = s.account;
    if (!account) return false;
    const roles = account.authorities;
    return roles.includes('ROLE_USER') && !roles.includes('ROLE_ADMIN') && account.branches.length === 0;
  });
  if (!mustChoose) return null;
  return (
    <Suspense fallback={null}>
      <ChooseBranchDialog />
    </Suspense>
  );
}
