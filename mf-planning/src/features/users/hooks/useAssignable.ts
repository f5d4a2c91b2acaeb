import { useAuth } from '@cenacle/kit';
import {
  type AccountAction,
  accountActions,
  assignableAuthorities,
} from '@cenacle/shared-domain/identity/rules';
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

/** A person as the lists show him: his id, authorities (ROLE_ names) and branches. */
export interface ListedPerson {
  readonly id: { readonly value: string };
  readonly authorities: readonly string[];
  readonly branches: readonly { readonly id: { readonly value: string } }[];
}

/**
 * What the signed-in user may do to a person, by the rule the server applies (`accountActions`,
 * issue 23 §1): a row offers only those actions, and his own row only his details.
 */
export function useAccountActions(): (person: ListedPerson) => Readonly<Record<AccountAction, boolean>> {
  const account = useAuth((s) => s.account);
  const actor = {
    id: account?.id.value ?? '',
    authorities: plainAuthorities(account?.authorities ?? []),
    branchIds: account?.branches.map((b) => b.id.value) ?? [],
  };
  return (person) => {
    const branchIds = person.branches.map((b) => b.id.value);
    return accountActions(actor, {
      id: person.id.value,
      authorities: plainAuthorities(person.authorities),
      branchIds,
      // The lists do not tell; it matters only to the owner's own first choice, never offered here.
      everHadBranch: branchIds.length > 0,
    });
  };
}
