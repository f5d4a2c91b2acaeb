import { Field } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import type { BranchOption } from '../../sessions/hooks/useBranchOptions.ts';

/** One branch, or every branch the user may see (empty value). */
export function BranchFilter(props: {
  readonly branches: readonly BranchOption[];
  readonly value: string;
  readonly onChange: (branchId: string) => void;
}) {
  const { t } = useTranslation('planning');
  return (
    <Field label={t('people.filter.branch')}>
      <Select value={props.value} name="branch-filter" onChange={(_, d) => props.onChange(d.value)}>
        <option value="">{t('people.filter.all')}</option>
        {props.branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
