import { Field } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';

/** A list filter: one of the options, or all of them (the empty value). */
export function FilterSelect(props: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly onChange: (value: string) => void;
}) {
  const { t } = useTranslation('cms');
  return (
    <Field label={props.label}>
      <Select id={props.id} value={props.value} onChange={(_, d) => props.onChange(d.value)}>
        <option value="">{t('infoComponents.every')}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
