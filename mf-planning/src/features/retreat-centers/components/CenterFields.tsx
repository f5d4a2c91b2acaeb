import type { ContractForm } from '@cenacle/kit';
import { Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { CountrySelect, Select, Textarea } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { useBranchOptions } from '../../sessions/hooks/useBranchOptions.ts';
import type { CenterFormValues } from '../center-draft.ts';

const useStyles = makeStyles({
  pair: { display: 'flex', gap: tokens.spacingHorizontalM, '> *': { flexGrow: 1, flexBasis: 0 } },
});

type TextField = 'name' | 'contact' | 'city' | 'address';

/**
 * The centre's own fields (spec §3 Retreat centre) and the branch that keeps it (the branches the
 * caller acts on; admins: all); the contract's and the server's errors next to each.
 */
export function CenterFields({ form }: { readonly form: ContractForm<CenterFormValues> }) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const branches = useBranchOptions().data ?? [];
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
      <Field label={t('retreatCenters.field.branch')} required validationMessage={form.error('branchId')}>
        <Select
          name="branchId"
          value={form.values.branchId}
          data-testid="center-branch"
          onChange={(_, d) => form.set('branchId', d.value)}
        >
          <option value="">{t('retreatCenters.noBranch')}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </Select>
      </Field>
      {text('name', true)}
      <div className={styles.pair}>
        <Field label={t('retreatCenters.field.country')} validationMessage={form.error('country')}>
          <CountrySelect
            name="country"
            value={form.values.country}
            emptyLabel={t('retreatCenters.noCountry')}
            onChange={(code) => form.set('country', code)}
          />
        </Field>
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
