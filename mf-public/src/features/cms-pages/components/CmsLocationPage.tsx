import { useTranslation } from 'react-i18next';
import { CmsSections } from '../../content/components/CmsSections.tsx';
import { CountryChoice } from '../../site/components/CountryChoice.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import site from '../../site/components/site.module.css';
import { useVisitorCountry } from '../../site/hooks/useVisitorCountry.ts';

/** `/formation` and `/blog`: pages made of their CMS sections only, for the visitor's country. */
export function CmsLocationPage(props: { readonly page: 'formation' | 'blog' }) {
  const { t } = useTranslation('public');
  const { page } = props;
  const { country } = useVisitorCountry();
  return (
    <PublicPage title={t(`${page}.pageTitle`)} description={t(`${page}.description`)}>
      <h1>{t(`${page}.heading`)}</h1>
      <p className={site.lead}>{t(`${page}.intro`)}</p>
      <CountryChoice />
      <CmsSections
        of={{ location: page === 'blog' ? 'BLOG' : 'FORMATION', country }}
        empty={t(`${page}.empty`)}
      />
    </PublicPage>
  );
}
