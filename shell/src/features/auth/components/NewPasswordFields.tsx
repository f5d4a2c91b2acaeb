import { Field, Input } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';

interface NewPasswordForm {
  readonly values: { readonly password1: string; readonly password2: string };
  set(field: 'password1' | 'password2', value: string): void;
  error(field: string): string | undefined;
}

/** The new password twice, with the strength meter under it (activation, reset, change). */
export function NewPasswordFields(props: { readonly form: NewPasswordForm; readonly disabled?: boolean }) {
  const { t } = useTranslation();
  const { form } = props;
  return (
    <>
      <Field
        label={t('account.password.new')}
        required
        validationMessage={form.error('password1')}
        hint={t('account.password.rule')}
      >
        <Input
          name="password1"
          type="password"
          autoComplete="new-password"
          disabled={props.disabled}
          value={form.values.password1}
          onChange={(_, d) => form.set('password1', d.value)}
        />
      </Field>
      <PasswordStrengthMeter password={form.values.password1} />
      <Field label={t('account.password.confirm')} required validationMessage={form.error('password2')}>
        <Input
          name="password2"
          type="password"
          autoComplete="new-password"
          disabled={props.disabled}
          value={form.values.password2}
          onChange={(_, d) => form.set('password2', d.value)}
        />
      </Field>
    </>
  );
}
