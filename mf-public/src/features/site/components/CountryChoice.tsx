import { currentLanguage } from '@cenacle/kit';
import { countryName } from '@cenacle/shared-domain/rules';
import { useTranslation } from 'react-i18next';
import { useVisitorCountry } from '../hooks/useVisitorCountry.ts';
import site from './site.module.css';

/**
 * The visitor's country for the page's sections: the countries with an active branch, or none (the
 * sections for everyone). Kept in this browser; until chosen, the language suggests one.
 */
export function CountryChoice() {
  const { t } = useTranslation('public');
  const { country, offered, choose } = useVisitorCountry();
  // The line is there from the start, so the choice arriving with the branches moves nothing.
  if (offered.length === 0) return <p className={site.countryChoice} />;
  return (
    <p className={site.countryChoice}>
      <label>
        {t('site.country.label')}
        <select
          value={country ?? ''}
          data-testid="country-choice"
          onChange={(event) => choose(event.target.value || null)}
        >
          <option value="">{t('site.country.none')}</option>
          {offered.map((code) => (
            <option key={code} value={code}>
              {countryName(code, currentLanguage())}
            </option>
          ))}
        </select>
      </label>
    </p>
  );
}
