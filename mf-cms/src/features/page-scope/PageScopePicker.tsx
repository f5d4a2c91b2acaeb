import { Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, usePageScope } from './usePageScope.ts';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

/**
 * Which language's (and country's) sections are listed: a page exists per language and country; a
 * branch's page per language.
 */
export function PageScopePicker(props: { readonly withCountry?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const scope = usePageScope();
  return (
    <div className={styles.row}>
      <Field label={t('scope.language')}>
        <Select
          id="scope-language"
          value={scope.language}
          onChange={(_, d) => scope.change({ language: d.value })}
        >
          {CONTENT_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </Select>
      </Field>
      {props.withCountry !== false && (
        <Field label={t('scope.country')} hint={t('scope.countryHint')}>
          <Input
            id="scope-country"
            maxLength={3}
            value={scope.typedCountry}
            onChange={(_, d) => scope.change({ country: d.value.toUpperCase() })}
          />
        </Field>
      )}
    </div>
  );
}
