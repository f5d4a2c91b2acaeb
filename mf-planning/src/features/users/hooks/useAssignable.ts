import { useAuth } from '@cenacle/kit';
import { assignableAuthorities, canManage } from '@cenacle/shared-domain/identity/rules';
import { AUTHORITIES, type Authority } from '@cenacle/shared-domain/rules';

const plainAuthorities = (roles: readonly string[]): Authority[] =>
  roles
    .map((r) => r.replace(/^ROLE_/, ''))
    .filter((a): a is Authority => (AUTHORITIES as readonly string[]).includes(a));

/** The authorities the signed-in user may give (spec §6; the server checks the same rule). */
export function useAssignableAuthorities(): readonly Authority[] {
  const account = useAuth((s) => s.account);
  return assignableAuthorities(
    { authorities: plainAuthorities(account?.authorities ?? []), branchIds: [] },
    AUTHORITIES,
  );
}

/** Whether the signed-in user may change this person (spec §6): the edit action shows only then. */
export function useCanManage(): (person: {
  readonly authorities: readonly string[];
  readonly branches: readonly { readonly id: { readonly value: string } }[];
}) => boolean {
  const account = useAuth((s) => s.account);
  const assigner = {
    authorities: plainAuthorities(account?.authorities ?? []),
    branchIds: account?.branches.map((b) => b.id.value) ?? [],
  };
  return (person) =>
    canManage(assigner, {
      authorities: plainAuthorities(person.authorities),
      branchIds: person.branches.map((b) => b.id.value),
    });
}
