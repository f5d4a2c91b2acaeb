import { useContractForm } from '@cenacle/kit';
import type { AdminUser, AdminUserSave } from '@cenacle/shared-domain/identity/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAdminUser, userKeys } from '../api/users.api.ts';

export interface UserValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Plain authority names (ADMIN, SERVANT…). */
  readonly authorities: readonly string[];
  readonly branches: readonly string[];
}

const loadContract = () =>
  import('@cenacle/shared-domain/identity/contracts').then((m) => m.AdminUserSaveSchema);

const plain = (role: string) => role.replace(/^ROLE_/, '');

/**
 * Invite (no user) or edit form of the users administration, checked by the contract first. An
 * invitation starts with nothing ticked: what a new account may do and where is chosen, never
 * inherited from the inviter.
 */
export function useUserForm(user: AdminUser | null, onSaved: () => void) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: AdminUserSave) => saveAdminUser(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
  return useContractForm({
    initial: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      authorities: user ? user.authorities.map(plain) : [],
      branches: user ? user.branches.map((b) => b.id.value) : [],
    } satisfies UserValues,
    schema: loadContract,
    toInput: (values: UserValues) => ({
      ...(user ? { id: user.id } : {}),
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      authorities: values.authorities,
      branches: values.branches.map((value) => ({ id: { value } })),
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request).then(onSaved),
  });
}
