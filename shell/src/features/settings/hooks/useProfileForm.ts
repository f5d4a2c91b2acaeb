import { loadAccount, useContractForm } from '@cenacle/kit';
import type { UserProfile, UserProfileSave } from '@cenacle/shared-domain/identity/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys, saveProfile } from '../api/profile.api.ts';
import { profileFormSchema } from '../api/profile-form-schema.ts';

export interface ProfileValues {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly phone: string;
  /** The avatar's file id; null: none. */
  readonly avatar: string | null;
}

/** The profile form: blanks are caught in the browser, the server's violations show per field. */
export function useProfileForm(profile: UserProfile, onSaved: () => void) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: UserProfileSave) => saveProfile(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.mine });
      // The navbar's account shows the name too.
      await loadAccount();
    },
  });
  const form = useContractForm({
    initial: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      email: profile.email,
      phone: profile.phone ?? '',
      avatar: profile.avatar?.value ?? null,
    } satisfies ProfileValues,
    schema: profileFormSchema,
    toInput: (values: ProfileValues) => ({
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      phone: values.phone || null,
      avatar: values.avatar ? { value: values.avatar } : null,
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request).then(onSaved),
  });
  return form;
}
