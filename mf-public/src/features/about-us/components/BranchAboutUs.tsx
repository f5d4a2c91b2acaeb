import { currentLanguage } from '@cenacle/kit';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentKeys, fetchBranchAboutUs } from '../../content/api/content.api.ts';
import { LoadError } from '../../site/components/PageStates.tsx';
import site from '../../site/components/site.module.css';
import { EntryPreview, MainEntry } from './AboutUsEntries.tsx';

/** `GET /api/about-us/{branchId}` in the visitor's language. */
export function useBranchAboutUs(branchId: string) {
  return useQuery({
    queryKey: contentKeys.branchAboutUs(branchId, currentLanguage()),
    queryFn: ({ signal }) => fetchBranchAboutUs(branchId, signal),
  });
}

/** A branch's about-us entries on its page: the main ones whole, the others as previews. */
export function BranchAboutUs(props: { readonly branchId: string }) {
  const { t } = useTranslation('public');
  const entries = useBranchAboutUs(props.branchId);
  if (entries.isError) return <LoadError onRetry={() => entries.refetch()} />;
  if (!entries.data || entries.data.length === 0) return null;
  const main = entries.data.filter((entry) => entry.main);
  const others = entries.data.filter((entry) => !entry.main);
  return (
    <section aria-labelledby="branch-about-us" data-testid="branch-about-us">
      <h2 id="branch-about-us">{t('branch.aboutUs')}</h2>
      {main.map((entry) => (
        <MainEntry key={entry.id.value} entry={entry} heading="h3" />
      ))}
      {others.length > 0 && (
        <div className={site.cards}>
          {others.map((entry) => (
            <EntryPreview key={entry.id.value} entry={entry} heading="h3" />
          ))}
        </div>
      )}
    </section>
  );
}
