import { useTranslation } from 'react-i18next';
import type { RegistrationForm } from '../hooks/useRegistrationForm.ts';
import { Field } from './Field.tsx';
import styles from './registration.module.css';

/** First name, last name, e-mail and level: on every registration form, always required. */
export function FixedFields(props: { readonly form: RegistrationForm; readonly levels: readonly string[] }) {
  const { t } = useTranslation('public');
  const { form } = props;
  return (
    <>
      <Field label={t('registration.fields.firstname')} required error={form.error('firstname')}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            name="firstname"
            autoComplete="given-name"
            value={form.values.firstname}
            onChange={(event) => form.set('firstname', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('registration.fields.lastname')} required error={form.error('lastname')}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            name="lastname"
            autoComplete="family-name"
            value={form.values.lastname}
            onChange={(event) => form.set('lastname', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('registration.fields.email')} required error={form.error('email')}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            name="email"
            type="email"
            autoComplete="email"
            value={form.values.email}
            onChange={(event) => form.set('email', event.target.value)}
          />
        )}
      </Field>
      <Field label={t('registration.fields.level')} required error={form.error('level')}>
        {(control) => (
          <select
            {...control}
            className={styles.input}
            name="level"
            value={form.values.level}
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
