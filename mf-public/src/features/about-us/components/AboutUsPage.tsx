import { currentLanguage } from '@cenacle/kit';
import type { AboutUsEntry } from '@cenacle/shared-domain/content/contracts';
import { ABOUT_US_PREVIEW_LENGTH, shortenText } from '@cenacle/shared-domain/content/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentKeys, fetchAboutUs } from '../../content/api/content.api.ts';
import { CmsSections } from '../../content/components/CmsSections.tsx';
import { Empty, LoadError, Loading } from '../../site/components/PageStates.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import { RichHtml } from '../../site/components/RichHtml.tsx';
import site from '../../site/components/site.module.css';

/** An about-us entry: the main ones whole, the others as a 200-character preview that opens. */
function Entry(props: { readonly entry: AboutUsEntry }) {
  const { t } = useTranslation('public');
  const { entry } = props;
  const preview = shortenText(entry.content, ABOUT_US_PREVIEW_LENGTH);
  const [whole, setWhole] = useState(entry.main || !preview.endsWith('…'));
  return (
    <article className={site.card} data-testid="about-us-entry">
      <h2>{entry.title}</h2>
      {whole ? <RichHtml html={entry.content} className={site.rich} /> : <p>{preview}</p>}
      {!entry.main && preview.endsWith('…') && (
        <button type="button" className={site.secondaryButton} onClick={() => setWhole(!whole)}>
          {whole ? t('site.less') : t('site.more')}
          <span className={site.visuallyHidden}> {entry.title}</span>
        </button>
      )}
    </article>
  );
}

/** `/about-us`: the community's about-us entries and CMS sections in the visitor's language. */
export function AboutUsPage() {
  const { t } = useTranslation('public');
  const entries = useQuery({
    queryKey: contentKeys.aboutUs(currentLanguage()),
    queryFn: ({ signal }) => fetchAboutUs(signal),
  });
  return (
    <PublicPage title={t('aboutUs.pageTitle')} description={t('aboutUs.description')}>
      <h1>{t('aboutUs.heading')}</h1>
      <CmsSections of={{ location: 'ABOUT_US' }} empty={null} />
      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <LoadError onRetry={() => entries.refetch()} />
      ) : entries.data.length === 0 ? (
        <Empty>{t('aboutUs.empty')}</Empty>
      ) : (
        <div className={site.cards}>
          {entries.data.map((entry) => (
            <Entry key={entry.id.value} entry={entry} />
          ))}
        </div>
      )}
    </PublicPage>
  );
}
