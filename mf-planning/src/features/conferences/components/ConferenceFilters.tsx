import { Field, makeStyles, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { SEASONS, type Season } from '@cenacle/shared-domain/organisation/rules';
import { LANG_KEYS, type LangKey } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';

export interface CatalogueFilter {
  readonly level: string;
  readonly lang: string;
  readonly season: string;
}

const useStyles = makeStyles({ bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM } });

/** The list's filters: level, language, season (blank: all). */
export function ConferenceFilters(props: {
  readonly levels: readonly string[];
  readonly value: CatalogueFilter;
  readonly onChange: (value: CatalogueFilter) => void;
}) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const filter = (field: keyof CatalogueFilter, options: readonly string[], label: (o: string) => string) => (
    <Field label={t(`conferences.form.${field}`)}>
      <Select
        data-testid={`conference-filter-${field}`}
        value={props.value[field]}
        onChange={(_, d) => props.onChange({ ...props.value, [field]: d.value })}
      >
        <option value="">{t('conferences.filters.all')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </Select>
    </Field>
  );
  return (
    <div className={styles.bar}>
      {filter('level', props.levels, (l) => l)}
      {filter('lang', LANG_KEYS, (l) => t(`conferences.languages.${l as LangKey}`))}
      {filter('season', SEASONS, (s) => t(`season.${s as Season}`))}
    </div>
  );
}
