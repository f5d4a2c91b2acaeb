import { useHasAuthority } from '@cenacle/kit';
import { CENTER_KEEPERS } from '@cenacle/shared-domain/lodging/rules';
import { roles } from '@cenacle/shared-domain/rules';

/** Mirrors the server (spec §6): every staff member reads centres; admins and branch admins keep them. */
export function useCenterRights() {
  const keeper = useHasAuthority(roles(CENTER_KEEPERS));
  return { canCreate: keeper, canEdit: keeper, canDelete: keeper };
}
