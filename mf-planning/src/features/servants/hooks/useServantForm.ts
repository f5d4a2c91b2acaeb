import { useContractForm } from '@cenacle/kit';
import type { Servant, ServantSave } from '@cenacle/shared-domain/identity/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveServant, servantKeys } from '../api/servants.api.ts';

export interface ServantValues {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly phone: string;
  readonly branches: readonly string[];
  /** Plain authority names (SERVANT, USER…). */
  readonly permissions: readonly string[];
  /** As typed; blank: no price of his own. */
  readonly price: string;
}

const loadContract = () =>
  import('@cenacle/shared-domain/identity/contracts').then((m) => m.ServantSaveSchema);

/** The servant form (spec §5: first name, last name, e-mail, permissions and branches required). */
export function useServantForm(
  servant: Servant | null,
  defaultBranch: string | undefined,
  onSaved: () => void,
) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: ServantSave) => saveServant(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servantKeys.all }),
  });
  return useContractForm({
    initial: {
      firstname: servant?.firstname ?? '',
      lastname: servant?.lastname ?? '',
      email: servant?.email ?? '',
      phone: servant?.phone ?? '',
      branches: servant ? servant.branches.map((b) => b.id.value) : defaultBranch ? [defaultBranch] : [],
      permissions: servant ? servant.permissions.map((p) => p.replace(/^ROLE_/, '')) : ['SERVANT', 'USER'],
      price: servant?.price === null || servant?.price === undefined ? '' : String(servant.price),
    } satisfies ServantValues,
    schema: loadContract,
    toInput: (values: ServantValues) => ({
      ...(servant ? { id: servant.id } : {}),
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      phone: values.phone || null,
      branches: values.branches.map((value) => ({ id: { value } })),
      permissions: values.permissions,
      price: values.price.trim() === '' ? null : Number(values.price.replace(',', '.')),
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request).then(onSaved),
  });
}
