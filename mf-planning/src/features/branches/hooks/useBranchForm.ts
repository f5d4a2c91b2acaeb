import { useContractForm } from '@cenacle/kit';
import type { Branch, BranchSaveRequest } from '@cenacle/shared-domain/organisation/contracts';
import { BRANCHES_READ_MODEL, DEFAULT_CURRENCY_SIGN } from '@cenacle/shared-domain/organisation/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveBranch } from '../api/branches.api.ts';

export interface BranchFormValues {
  readonly name: string;
  readonly country: string;
  readonly city: string;
  readonly photo: { readonly fileId: string; readonly fileName: string } | null;
  readonly phone: string;
  readonly email: string;
  readonly facebook: string;
  readonly description: string;
  readonly longitude: string;
  readonly latitude: string;
  readonly active: boolean;
  readonly currencySign: string;
}

const loadContract = () =>
  import('@cenacle/shared-domain/organisation/contracts').then((m) => m.BranchSaveRequestSchema);

/** A typed coordinate: blank is "none"; anything not a number goes as typed, and the contract names it. */
const coordinate = (value: string): number | string | null => {
  const trimmed = value.trim().replace(',', '.');
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
};

function initialValues(branch: Branch | null): BranchFormValues {
  return {
    name: branch?.name ?? '',
    country: branch?.country ?? '',
    city: branch?.city ?? '',
    photo: branch?.photo ?? null,
    phone: branch?.phone ?? '',
    email: branch?.email ?? '',
    facebook: branch?.facebook ?? '',
    description: branch?.description ?? '',
    longitude: branch?.longitude?.toString() ?? '',
    latitude: branch?.latitude?.toString() ?? '',
    active: branch?.active ?? true,
    currencySign: branch?.currencySign ?? DEFAULT_CURRENCY_SIGN,
  };
}

/** The branch form (new or existing), checked by the contract's BranchSaveRequest before it is sent. */
export function useBranchForm(branch: Branch | null, onSaved: () => void) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: BranchSaveRequest) => saveBranch(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BRANCHES_READ_MODEL] }),
  });
  return useContractForm({
    initial: initialValues(branch),
    schema: loadContract,
    toInput: (v: BranchFormValues) => ({
      id: branch ? branch.id : null,
      // The version it was opened on: a save made meanwhile by someone else answers 409 (shown).
      version: branch ? branch.version : null,
      name: v.name,
      country: v.country,
      city: v.city,
      photo: v.photo,
      phone: v.phone,
      email: v.email,
      facebook: v.facebook,
      description: v.description,
      longitude: coordinate(v.longitude),
      latitude: coordinate(v.latitude),
      active: v.active,
      currencySign: v.currencySign || DEFAULT_CURRENCY_SIGN,
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request as BranchSaveRequest).then(onSaved),
  });
}
