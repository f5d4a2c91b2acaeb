import { currentLanguage } from '@cenacle/kit';
import { Link } from '@cenacle/kit/router';
import { countryName } from '@cenacle/shared-domain/rules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, LoadError, Loading } from '../../site/components/PageStates.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import site from '../../site/components/site.module.css';
import { useActiveBranches } from '../../site/hooks/useActiveBranches.ts';
import { filterBranches, isPlaced, viewFor } from '../model/map-view.ts';
import styles from './branches.module.css';
import { MapSlot } from './MapSlot.tsx';

/** `/branches`: the active branches with coordinates on a map and in a list, by country and name. */
export function BranchesPage() {
  const { t } = useTranslation('public');
  const [country, setCountry] = useState('');
  const [name, setName] = useState('');
  const branches = useActiveBranches();
  const placed = useMemo(() => (branches.data ?? []).filter(isPlaced), [branches.data]);
  const countries = useMemo(() => [...new Set(placed.map((b) => b.country))].sort(), [placed]);
  const shown = useMemo(() => filterBranches(placed, country, name), [placed, country, name]);
  const view = viewFor(country, shown);
  const language = currentLanguage();

  return (
    <PublicPage title={t('branches.pageTitle')} description={t('branches.description')}>
      <h1>{t('branches.heading')}</h1>
      <p className={site.lead}>{t('branches.intro')}</p>
      <search className={site.filters} aria-label={t('branches.filters')}>
        <label className={site.field}>
          {t('filters.country')}
          <select value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="">{t('filters.allCountries')}</option>
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryName(code, language)}
              </option>
            ))}
          </select>
        </label>
        <label className={site.field}>
          {t('branches.name')}
          <input type="search" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
      </search>
      {branches.isPending ? (
        <Loading />
      ) : branches.isError ? (
        <LoadError onRetry={() => branches.refetch()} />
      ) : (
        <>
          <MapSlot branches={shown} view={view} />
          <h2>{t('branches.listHeading')}</h2>
          <p className={styles.count} aria-live="polite">
            {t('branches.count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <Empty>{t('branches.empty')}</Empty>
          ) : (
            <ul className={site.cards} data-testid="branch-list">
              {shown.map((branch) => (
                <li key={branch.id.value} className={site.card}>
                  <h3>
                    <Link to={`/branch/${branch.id.value}`}>{branch.name}</Link>
                  </h3>
                  <p>
                    {branch.city}, {countryName(branch.country, language)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </PublicPage>
  );
}
