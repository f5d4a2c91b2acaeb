import { Field, Input } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import type { RegistrationForm } from '../hooks/useRegistrationForm.ts';
import { useControlStyles } from './controls.styles.ts';

/** First name, last name, e-mail and level: on every registration form, always required. */
export function FixedFields(props: {
  readonly form: RegistrationForm;
  readonly levels: readonly string[];
  readonly disabled: boolean;
}) {
  const styles = useControlStyles();
  const { t } = useTranslation('public');
  const { form, disabled } = props;
  return (
    <>
      <Field label={t('registration.fields.firstname')} required validationMessage={form.error('firstname')}>
        <Input
          name="firstname"
          autoComplete="given-name"
          value={form.values.firstname}
          disabled={disabled}
          onChange={(_, data) => form.set('firstname', data.value)}
        />
      </Field>
      <Field label={t('registration.fields.lastname')} required validationMessage={form.error('lastname')}>
        <Input
          name="lastname"
          autoComplete="family-name"
          value={form.values.lastname}
          disabled={disabled}
          onChange={(_, data) => form.set('lastname', data.value)}
        />
      </Field>
      <Field label={t('registration.fields.email')} required validationMessage={form.error('email')}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={form.values.email}
          disabled={disabled}
          onChange={(_, data) => form.set('email', data.value)}
        />
      </Field>
      <Field label={t('registration.fields.level')} required validationMessage={form.error('level')}>
        {(control) => (
          <select
            {...control}
            name="level"
            className={styles.select}
            value={form.values.level}
            disabled={disabled}
            onChange={(event) => form.set('level', event.target.value)}
          >
            <option value="">{t('registration.fields.chooseLevel')}</option>
            {props.levels.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
