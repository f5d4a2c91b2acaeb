import { currentLanguage } from '@cenacle/kit';
import { countryName } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';
import site from '../../site/components/site.module.css';
import type { EventFilters } from '../api/events.api.ts';
import type { FilterOptions } from '../hooks/useEvents.ts';
import styles from './events.module.css';

const toggle = (list: readonly string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((item) => item !== value);

/** Country, branches and levels of the events page. */
export function EventFiltersForm(props: {
  readonly filters: EventFilters;
  readonly options: FilterOptions;
  readonly onChange: (filters: EventFilters) => void;
}) {
  const { t } = useTranslation('public');
  const { filters, options, onChange } = props;
  return (
    <search className={styles.filters} aria-label={t('events.filters')}>
      <label className={site.field}>
        {t('filters.country')}
        <select
          value={filters.country}
          onChange={(e) => onChange({ ...filters, country: e.target.value, branches: [] })}
        >
          <option value="">{t('filters.allCountries')}</option>
          {options.countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code, currentLanguage())}
            </option>
          ))}
        </select>
      </label>
      {options.branches.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t('events.branches')}</legend>
          {options.branches.map((branch) => (
            <label key={branch.id.value} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.branches.includes(branch.id.value)}
                onChange={(e) =>
                  onChange({
                    ...filters,
                    branches: toggle(filters.branches, branch.id.value, e.target.checked),
                  })
                }
              />
              {branch.name}
            </label>
          ))}
        </fieldset>
      )}
      {options.levels.length > 0 && (
        <fieldset className={styles.group}>
          <legend>{t('events.levels')}</legend>
          {options.levels.map((level) => (
            <label key={level} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.levels.includes(level)}
                onChange={(e) =>
                  onChange({ ...filters, levels: toggle(filters.levels, level, e.target.checked) })
                }
              />
              {level}
            </label>
          ))}
        </fieldset>
      )}
    </search>
  );
}
