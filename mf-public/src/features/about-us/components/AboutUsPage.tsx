import type { AboutUsEntry } from '@cenacle/shared-domain/content/contracts';
import { useTranslation } from 'react-i18next';
import { CmsSections } from '../../content/components/CmsSections.tsx';
import { LanguageNote } from '../../site/components/LanguageNote.tsx';
import { Empty, LoadError, Loading } from '../../site/components/PageStates.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import site from '../../site/components/site.module.css';
import { useAboutUs } from '../hooks/useAboutUs.ts';
import { EntryPreview, MainEntry } from './AboutUsEntries.tsx';

/**
 * `/about-us`: the community's CMS sections, its main about-us entries whole and the others as
 * previews, all by one call, in the visitor's language (else Polish).
 */
export function AboutUsPage() {
  const { t } = useTranslation('public');
  const entries = useAboutUs('all');
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
        <AboutUsParts entries={entries.data} />
      )}
    </PublicPage>
  );
}

function AboutUsParts({ entries }: { entries: readonly AboutUsEntry[] }) {
  const { t } = useTranslation('public');
  const others = entries.filter((entry) => !entry.main);
  return (
    <div lang={entries[0]?.language}>
      <LanguageNote contentLanguage={entries[0]?.language} />
      {entries
        .filter((entry) => entry.main)
        .map((entry) => (
          <MainEntry key={entry.id.value} entry={entry} heading="h2" />
        ))}
      {others.length > 0 && (
        <section aria-labelledby="about-us-others">
          <h2 id="about-us-others">{t('aboutUs.others')}</h2>
          <div className={site.cards}>
            {others.map((entry) => (
              <EntryPreview key={entry.id.value} entry={entry} heading="h3" />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
