import type { ContractForm } from '@cenacle/kit';
import { Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Textarea } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import type { CenterFormValues } from '../center-draft.ts';

const useStyles = makeStyles({
  pair: { display: 'flex', gap: tokens.spacingHorizontalM, '> *': { flexGrow: 1, flexBasis: 0 } },
});

type TextField = 'name' | 'contact' | 'country' | 'city' | 'address';

/** The centre's own fields (spec §3 Retreat centre); the contract's and the server's errors next to each. */
export function CenterFields({ form }: { readonly form: ContractForm<CenterFormValues> }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const text = (field: TextField, required = false) => (
    <Field
      label={t(`retreatCenters.field.${field}`)}
      required={required}
      validationMessage={form.error(field)}
    >
      <Input name={field} value={form.values[field]} onChange={(_, d) => form.set(field, d.value)} />
    </Field>
  );
  return (
    <>
      {text('name', true)}
      <div className={styles.pair}>
        {text('country')}
        {text('city')}
      </div>
      {text('address')}
      {text('contact')}
      <Field label={t('retreatCenters.field.description')} validationMessage={form.error('description')}>
        <Textarea
          name="description"
          value={form.values.description}
          resize="vertical"
          onChange={(_, d) => form.set('description', d.value)}
        />
      </Field>
    </>
  );
}
