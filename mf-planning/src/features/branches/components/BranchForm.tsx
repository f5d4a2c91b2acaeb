import type { ContractForm } from '@cenacle/kit';
import { Field, Input, makeStyles, Spinner, tokens } from '@cenacle/kit/ui';
import { CountrySelect, Switch } from '@cenacle/kit/ui-extended';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoField } from '../../files/PhotoField.tsx';
import type { BranchFormValues } from '../hooks/useBranchForm.ts';

/** The kit's editor (TipTap and ProseMirror) loads with the form, not with the branch list. */
const RichTextEditor = lazy(() => import('@cenacle/kit/rich-text'));

const useStyles = makeStyles({
  pair: { display: 'flex', gap: tokens.spacingHorizontalM, '> *': { flexGrow: 1, flexBasis: 0 } },
});

type TextField = Exclude<keyof BranchFormValues, 'photo' | 'active'>;

/** Every field of the branch (spec §3); the contract's and the server's errors next to each. */
export function BranchForm({ form }: { readonly form: ContractForm<BranchFormValues> }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const text = (field: TextField, options: { required?: boolean; type?: 'email' | 'tel' | 'url' } = {}) => (
    <Field
      label={t(`branches.field.${field}`)}
      required={options.required}
      validationMessage={form.error(field)}
    >
      <Input
        name={field}
        type={options.type ?? 'text'}
        value={form.values[field]}
        onChange={(_, d) => form.set(field, d.value)}
      />
    </Field>
  );
  return (
    <>
      {text('name', { required: true })}
      <div className={styles.pair}>
        <Field label={t('branches.field.country')} required validationMessage={form.error('country')}>
          <CountrySelect
            name="country"
            value={form.values.country}
            emptyLabel={t('branches.chooseCountry')}
            onChange={(code) => form.set('country', code)}
          />
        </Field>
        {text('city', { required: true })}
      </div>
      <Field label={t('branches.field.photo')} validationMessage={form.error('photo')}>
        {(props) => (
          <PhotoField
            id={props.id ?? 'photo'}
            value={form.values.photo}
            alt={t('branches.photo.alt', { name: form.values.name })}
            testIds={{ preview: 'branch-photo', input: 'branch-photo-input' }}
            onChange={(photo) => form.set('photo', photo)}
          />
        )}
      </Field>
      <div className={styles.pair}>
        {text('phone', { type: 'tel' })}
        {text('email', { type: 'email' })}
      </div>
      {text('facebook', { type: 'url' })}
      <Field label={t('branches.field.description')} validationMessage={form.error('description')}>
        {(props) => (
          <Suspense fallback={<Spinner size="tiny" />}>
            <RichTextEditor
              id={props.id ?? 'description'}
              label={t('branches.field.description')}
              value={form.values.description}
              onChange={(html) => form.set('description', html)}
            />
          </Suspense>
        )}
      </Field>
      <div className={styles.pair}>
        {text('longitude')}
        {text('latitude')}
      </div>
      <div className={styles.pair}>
        {text('currencySign')}
        <Field label={t('branches.field.active')} validationMessage={form.error('active')}>
          <Switch
            name="active"
            checked={form.values.active}
            onChange={(_, d) => form.set('active', d.checked)}
          />
        </Field>
      </div>
    </>
  );
}
