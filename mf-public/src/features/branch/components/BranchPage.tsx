import { useTranslation } from 'react-i18next';
import { CmsSections } from '../../content/components/CmsSections.tsx';
import { ContactBox } from '../../site/components/ContactBox.tsx';
import { Empty, LoadError, Loading } from '../../site/components/PageStates.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import { RichHtml } from '../../site/components/RichHtml.tsx';
import site from '../../site/components/site.module.css';
import { useActiveBranches } from '../../site/hooks/useActiveBranches.ts';

/** `/branch/:id`: a branch's own page (its CMS sections) with its contact box. */
export function BranchPage(props: { readonly id: string }) {
  const { t } = useTranslation('public');
  const branches = useActiveBranches();
  const branch = branches.data?.find((b) => b.id.value === props.id);
  const title = branch?.name ?? t('branch.pageTitle');
  return (
    <PublicPage
      title={title}
      description={
        branch ? t('branch.descriptionOf', { name: branch.name, city: branch.city }) : t('branch.description')
      }
    >
      <h1>{title}</h1>
      {branches.isPending ? (
        <Loading />
      ) : branches.isError ? (
        <LoadError onRetry={() => branches.refetch()} />
      ) : !branch ? (
        <Empty>{t('branch.notFound')}</Empty>
      ) : (
        <>
          <p className={site.lead}>{branch.city}</p>
          <RichHtml html={branch.description} className={site.rich} />
          <CmsSections of={{ location: 'BRANCH', branch: branch.id.value }} empty={null} />
          <ContactBox branch={branch} heading="h2" />
        </>
      )}
    </PublicPage>
  );
}
