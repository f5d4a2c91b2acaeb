import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentKeys, fetchTestimonies } from '../../content/api/content.api.ts';
import { TestimonyList } from '../../content/components/Testimonies.tsx';
import { Empty, LoadError, Loading } from '../../site/components/PageStates.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import site from '../../site/components/site.module.css';

/** `/testimonies`: every testimony, written or filmed. */
export function TestimoniesPage() {
  const { t } = useTranslation('public');
  const testimonies = useQuery({
    queryKey: contentKeys.testimonies(false),
    queryFn: ({ signal }) => fetchTestimonies(false, signal),
  });
  return (
    <PublicPage title={t('testimonies.pageTitle')} description={t('testimonies.description')}>
      <h1>{t('testimonies.heading')}</h1>
      <p className={site.lead}>{t('testimonies.intro')}</p>
      {testimonies.isPending ? (
        <Loading />
      ) : testimonies.isError ? (
        <LoadError onRetry={() => testimonies.refetch()} />
      ) : testimonies.data.length === 0 ? (
        <Empty>{t('testimonies.empty')}</Empty>
      ) : (
        <TestimonyList testimonies={testimonies.data} heading="h2" />
      )}
    </PublicPage>
  );
}
