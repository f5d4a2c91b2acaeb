import { Select } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';

export interface ResponsibilityChoice {
  readonly id: string;
  readonly name: string;
}

interface ItemResponsibilityProps {
  readonly number: number;
  readonly value: string | null;
  readonly choices: readonly ResponsibilityChoice[];
  readonly onChange: (responsibilityId: string | null) => void;
}

/** The responsibility an item is for: its servants are needed at the item (and see it as theirs). */
export function ItemResponsibility({ number, value, choices, onChange }: ItemResponsibilityProps) {
  const { t } = useTranslation('planning');
  return (
    <Select
      aria-label={t('myResponsibilities.scheduleItem.label', { n: number })}
      value={value ?? ''}
      onChange={(_, d) => onChange(d.value || null)}
    >
      <option value="">{t('myResponsibilities.scheduleItem.none')}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </Select>
  );
}
