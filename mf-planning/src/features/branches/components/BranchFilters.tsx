import { Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Select, Switch } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import type { BranchFilter } from '../branch-filter.ts';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
});

export function BranchFilters(props: {
  readonly filter: BranchFilter;
  readonly countries: readonly string[];
  readonly onChange: (filter: BranchFilter) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const { filter, onChange } = props;
  return (
    <div className={styles.bar}>
      <Input
        type="search"
        aria-label={t('branches.filter.text')}
        placeholder={t('branches.filter.text')}
        value={filter.text}
        data-testid="branch-filter-text"
        onChange={(_, d) => onChange({ ...filter, text: d.value })}
      />
      <Select
        aria-label={t('branches.filter.country')}
        value={filter.country}
        data-testid="branch-filter-country"
        onChange={(_, d) => onChange({ ...filter, country: d.value })}
      >
        <option value="">{t('branches.filter.allCountries')}</option>
        {props.countries.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Select>
      <Switch
        label={t('branches.filter.activeOnly')}
        checked={filter.activeOnly}
        data-testid="branch-filter-active"
        onChange={(_, d) => onChange({ ...filter, activeOnly: d.checked })}
      />
    </div>
  );
}
