import { useAuth } from '@cenacle/kit';
import { Field, Input } from '@cenacle/kit/ui';
import { FormDialog } from '@cenacle/kit/ui-extended';
import type { AdminUser } from '@cenacle/shared-domain/identity/contracts';
import { useTranslation } from 'react-i18next';
import type { BranchOption } from '../../sessions/hooks/useBranchOptions.ts';
import { useAssignableAuthorities } from '../hooks/useAssignable.ts';
import { type UserValues, useUserForm } from '../hooks/useUserForm.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';

interface UserDialogProps {
  /** null: invite a new user. */
  readonly user: AdminUser | null;
  readonly branches: readonly BranchOption[];
  readonly onClose: () => void;
}

const NAMES = ['firstName', 'lastName', 'email'] as const;

/** Invite or edit a user: names, address, authorities (those the caller may give) and branches. */
export function UserDialog({ user, branches, onClose }: UserDialogProps) {
  const { t } = useTranslation('planning');
  const firstBranch = useAuth((s) => s.account?.branches[0]?.id.value);
  const form = useUserForm(user, firstBranch, onClose);
  const assignable = useAssignableAuthorities();
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(user ? 'people.users.edit' : 'people.users.invite')}
      submitLabel={t(user ? 'people.save' : 'people.users.sendInvite')}
      form={form}
      testId="user-form"
    >
      {NAMES.map((field) => (
        <Field key={field} label={t(`people.fields.${field}`)} required validationMessage={form.error(field)}>
          <Input
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            value={form.values[field] as UserValues[typeof field]}
            onChange={(_, data) => form.set(field, data.value)}
          />
        </Field>
      ))}
      <CheckboxGroup
        label={t('people.fields.authorities')}
        name="authorities"
        required
        options={assignable.map((a) => ({ value: a, label: t(`people.authority.${a}`) }))}
        selected={form.values.authorities}
        error={form.error('authorities')}
        onChange={(selected) => form.set('authorities', selected)}
      />
      <CheckboxGroup
        label={t('people.fields.branches')}
        name="branches"
        required
        options={branches.map((b) => ({ value: b.id, label: b.name }))}
        selected={form.values.branches}
        error={form.error('branches')}
        onChange={(selected) => form.set('branches', selected)}
      />
    </FormDialog>
  );
}
