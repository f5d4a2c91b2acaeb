import { Field, Input } from '@cenacle/kit/ui';
import { FormDialog } from '@cenacle/kit/ui-extended';
import type { AdminUser } from '@cenacle/shared-domain/identity/contracts';
import { useTranslation } from 'react-i18next';
import type { BranchOption } from '../../sessions/hooks/useBranchOptions.ts';
import { useAccountActions } from '../hooks/useAssignable.ts';
import { type UserValues, useUserForm } from '../hooks/useUserForm.ts';
import { AccessFields } from './AccessFields.tsx';

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
  const form = useUserForm(user, onClose);
  const actionsOn = useAccountActions();
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
        <Field
          key={field}
          label={t(`people.fields.${field}`)}
          required
          validationMessage={form.error(field)}
          hint={field === 'email' && user ? t('people.emailConfirmationNote') : undefined}
        >
          <Input
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            value={form.values[field] as UserValues[typeof field]}
            onChange={(_, data) => form.set(field, data.value)}
          />
        </Field>
      ))}
      <AccessFields
        authoritiesName="authorities"
        authorities={{
          selected: form.values.authorities,
          error: form.error('authorities'),
          onChange: (selected) => form.set('authorities', selected),
        }}
        branches={{
          selected: form.values.branches,
          error: form.error('branches'),
          onChange: (selected) => form.set('branches', selected),
        }}
        branchOptions={branches}
        locked={user !== null && !actionsOn(user).changeAccess}
      />
    </FormDialog>
  );
}
