import { useAuth } from '@cenacle/kit';
import { Field, Input } from '@cenacle/kit/ui';
import { FormDialog } from '@cenacle/kit/ui-extended';
import type { Servant } from '@cenacle/shared-domain/identity/contracts';
import { useTranslation } from 'react-i18next';
import type { BranchOption } from '../../sessions/hooks/useBranchOptions.ts';
import { AccessFields } from '../../users/components/AccessFields.tsx';
import { useAccountActions } from '../../users/hooks/useAssignable.ts';
import { type ServantValues, useServantForm } from '../hooks/useServantForm.ts';

const TEXTS = [
  ['firstname', 'firstName', true],
  ['lastname', 'lastName', true],
  ['email', 'email', true],
  ['phone', 'phone', false],
  ['price', 'price', false],
] as const;

interface ServantDialogProps {
  /** null: a new servant. */
  readonly servant: Servant | null;
  readonly branches: readonly BranchOption[];
  readonly onClose: () => void;
}

/** Create or edit a servant (the servant form of spec §2). */
export function ServantDialog({ servant, branches, onClose }: ServantDialogProps) {
  const { t } = useTranslation('planning');
  const firstBranch = useAuth((s) => s.account?.branches[0]?.id.value);
  const form = useServantForm(servant, firstBranch, onClose);
  const actionsOn = useAccountActions();
  const asPerson = (s: Servant) => ({ id: s.id, authorities: s.permissions, branches: s.branches });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t(servant ? 'people.servants.edit' : 'people.servants.add')}
      submitLabel={t('people.save')}
      form={form}
      testId="servant-form"
    >
      {TEXTS.map(([field, label, required]) => (
        <Field
          key={field}
          label={t(`people.fields.${label}`)}
          required={required}
          validationMessage={form.error(field)}
          hint={field === 'email' && servant ? t('people.emailConfirmationNote') : undefined}
        >
          <Input
            name={field}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            inputMode={field === 'price' ? 'decimal' : undefined}
            value={form.values[field] as ServantValues[typeof field]}
            onChange={(_, data) => form.set(field, data.value)}
          />
        </Field>
      ))}
      <AccessFields
        authoritiesName="permissions"
        authorities={{
          selected: form.values.permissions,
          error: form.error('permissions'),
          onChange: (selected) => form.set('permissions', selected),
        }}
        branches={{
          selected: form.values.branches,
          error: form.error('branches'),
          onChange: (selected) => form.set('branches', selected),
        }}
        branchOptions={branches}
        locked={servant !== null && !actionsOn(asPerson(servant)).changeAccess}
      />
    </FormDialog>
  );
}
