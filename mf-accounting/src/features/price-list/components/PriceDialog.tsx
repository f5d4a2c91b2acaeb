import { Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { FormDialog, Select } from '@cenacle/kit/ui-extended';
import type { SessionPrice } from '@cenacle/shared-domain/organisation/contracts';
import { SESSION_PRICE_TYPES } from '@cenacle/shared-domain/organisation/rules';
import { useTranslation } from 'react-i18next';
import { usePriceForm } from '../hooks/usePriceForm.ts';

const useStyles = makeStyles({
  pair: { display: 'flex', gap: tokens.spacingHorizontalM, '> *': { flexGrow: 1, flexBasis: 0 } },
});

/** Add-price and edit-price dialog (mount it only while open: it starts from `price`). */
export function PriceDialog(props: {
  readonly sessionId: string;
  readonly price: SessionPrice | null;
  readonly onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const form = usePriceForm(props.sessionId, props.price, props.onClose);
  const text = (
    name: 'value' | 'description' | 'ageFrom' | 'ageTo',
    options: { required?: boolean; hint?: string } = {},
  ) => (
    <Field
      label={t(`prices.field.${name}`)}
      required={options.required}
      hint={options.hint}
      validationMessage={form.error(name)}
    >
      <Input
        name={name}
        inputMode={name === 'description' ? 'text' : 'decimal'}
        value={form.values[name]}
        onChange={(_, d) => form.set(name, d.value)}
      />
    </Field>
  );
  return (
    <FormDialog
      open
      title={props.price ? t('prices.edit') : t('prices.add')}
      submitLabel={t('prices.save')}
      form={form}
      onClose={props.onClose}
      testId="price-form"
    >
      <Field label={t('prices.field.type')} required validationMessage={form.error('type')}>
        <Select name="type" value={form.values.type} onChange={(_, d) => form.set('type', d.value)}>
          <option value="">{t('form.choose')}</option>
          {SESSION_PRICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`prices.type.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      {text('value', { required: true, hint: t('prices.valueHint') })}
      {text('description')}
      <div className={styles.pair}>
        {text('ageFrom', { hint: t('prices.ageHint') })}
        {text('ageTo')}
      </div>
    </FormDialog>
  );
}
