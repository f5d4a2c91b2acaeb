import { Field, Input, Spinner } from '@cenacle/kit/ui';
import { FormDialog } from '@cenacle/kit/ui-extended';
import type { UserProfile } from '@cenacle/shared-domain/identity/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchProfile, profileKeys } from '../api/profile.api.ts';
import { type ProfileValues, useProfileForm } from '../hooks/useProfileForm.ts';
import { useSettingsDialog } from '../state/settings-dialog.ts';
import { AvatarField } from './AvatarField.tsx';

const TEXT_FIELDS = ['firstname', 'lastname', 'email', 'phone'] as const;

function ProfileForm({ profile, onClose }: { readonly profile: UserProfile; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const form = useProfileForm(profile, onClose);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('settings.title')}
      submitLabel={t('settings.profile.save')}
      form={form}
      testId="profile-form"
    >
      <AvatarField
        userId={profile.id.value}
        avatar={form.values.avatar}
        onChange={(fileId) => form.set('avatar', fileId)}
      />
      {TEXT_FIELDS.map((field) => (
        <Field
          key={field}
          label={t(`settings.profile.${field}`)}
          required={field !== 'phone'}
          validationMessage={form.error(field)}
        >
          <Input
            name={field}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            value={form.values[field] as ProfileValues[typeof field]}
            onChange={(_, data) => form.set(field, data.value)}
          />
        </Field>
      ))}
    </FormDialog>
  );
}

/** The main settings modal (spec §2 Sessions): the user profile. Loaded when first opened. */
export default function SettingsDialog() {
  const { t } = useTranslation();
  const hide = useSettingsDialog((s) => s.hide);
  const profile = useQuery({ queryKey: profileKeys.mine, queryFn: ({ signal }) => fetchProfile(signal) });
  if (!profile.data) return profile.isPending ? <Spinner label={t('global.state.loading')} /> : null;
  return <ProfileForm profile={profile.data} onClose={hide} />;
}
