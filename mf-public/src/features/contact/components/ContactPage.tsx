import { useTranslation } from 'react-i18next';
import { ContactBox } from '../../site/components/ContactBox.tsx';
import { Empty, LoadError, Loading } from '../../site/components/PageStates.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import site from '../../site/components/site.module.css';
import { useActiveBranches } from '../../site/hooks/useActiveBranches.ts';

/** `/contact`: every active branch's contact box. */
export function ContactPage() {
  const { t } = useTranslation('public');
  const branches = useActiveBranches();
  return (
    <PublicPage title={t('contact.pageTitle')} description={t('contact.description')}>
      <h1>{t('contact.heading')}</h1>
      <p className={site.lead}>{t('contact.intro')}</p>
      {branches.isPending ? (
        <Loading />
      ) : branches.isError ? (
        <LoadError onRetry={() => branches.refetch()} />
      ) : branches.data.length === 0 ? (
        <Empty>{t('contact.empty')}</Empty>
      ) : (
        <div className={site.cards}>
          {[...branches.data]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((branch) => (
              <ContactBox key={branch.id.value} branch={branch} heading="h2" />
            ))}
        </div>
      )}
    </PublicPage>
  );
}
