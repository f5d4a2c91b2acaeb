import { useTranslation } from 'react-i18next';
import { CmsSections } from '../../content/components/CmsSections.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import site from '../../site/components/site.module.css';

/** `/formation` and `/blog`: pages made of their CMS sections only. */
export function CmsLocationPage(props: { readonly page: 'formation' | 'blog' }) {
  const { t } = useTranslation('public');
  const { page } = props;
  return (
    <PublicPage title={t(`${page}.pageTitle`)} description={t(`${page}.description`)}>
      <h1>{t(`${page}.heading`)}</h1>
      <p className={site.lead}>{t(`${page}.intro`)}</p>
      <CmsSections of={{ location: page === 'blog' ? 'BLOG' : 'FORMATION' }} empty={t(`${page}.empty`)} />
    </PublicPage>
  );
}
