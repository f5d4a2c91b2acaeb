import type { Branch } from '@cenacle/shared-domain/organisation/contracts';
import { useTranslation } from 'react-i18next';
import { BranchAboutUs, useBranchAboutUs } from '../../about-us/components/BranchAboutUs.tsx';
import { CmsSections } from '../../content/components/CmsSections.tsx';
import { useSections } from '../../content/hooks/useSections.ts';
import { ContactBox } from '../../site/components/ContactBox.tsx';
import { Empty, LoadError, Loading } from '../../site/components/PageStates.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import { RichHtml } from '../../site/components/RichHtml.tsx';
import site from '../../site/components/site.module.css';
import { useActiveBranches } from '../../site/hooks/useActiveBranches.ts';

/** `/branch/:id`: a branch's own page (its CMS sections, its about-us entries) with its contact box. */
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
        <BranchBody branch={branch} />
      )}
    </PublicPage>
  );
}

/**
 * The branch's description, sections, about-us entries and contact box, drawn together once its
 * sections and entries are in: drawn as each arrived, they pushed the contact box down the screen.
 */
function BranchBody({ branch }: { readonly branch: Branch }) {
  const of = { location: 'BRANCH', branch: branch.id.value } as const;
  const sections = useSections(of);
  const aboutUs = useBranchAboutUs(branch.id.value);
  if (sections.isPending || aboutUs.isPending) return <Loading />;
  return (
    <>
      <p className={site.lead}>{branch.city}</p>
      <RichHtml html={branch.description} className={site.rich} />
      <CmsSections of={of} empty={null} />
      <BranchAboutUs branchId={branch.id.value} />
      <ContactBox branch={branch} heading="h2" />
    </>
  );
}
