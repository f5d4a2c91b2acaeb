import { Select } from '@cenacle/kit/ui-extended';
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES } from '@cenacle/shared-domain/accounting/rules';
import { useTranslation } from 'react-i18next';

/** Category picker grouped into income and expenses. */
export function CategorySelect(props: {
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const { t } = useTranslation('accounting');
  return (
    <Select name="category" value={props.value} onChange={(_, d) => props.onChange(d.value)}>
      <option value="">{t('form.choose')}</option>
      <optgroup label={t('summary.income')}>
        {INCOME_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`category.${c}`)}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('summary.expenses')}>
        {EXPENSE_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`category.${c}`)}
          </option>
        ))}
      </optgroup>
    </Select>
  );
}
