import { api } from '@cenacle/kit';
import type { RetreatCenter } from '@cenacle/shared-domain/lodging/contracts';
import { RETREAT_CENTERS_READ_MODEL } from '@cenacle/shared-domain/lodging/rules';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orNotFound } from '../../site/api/site.api.ts';
import { Empty, LoadError, Loading } from '../../site/components/PageStates.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import site from '../../site/components/site.module.css';

/** `GET /api/public-retreat-center/{id}`: what visitors may see of a centre (buildings without rooms). */
type PublicRetreatCenter = Omit<RetreatCenter, 'buildings'> & {
  readonly buildings: readonly Pick<RetreatCenter['buildings'][number], 'id' | 'name' | 'photo'>[];
};

const fetchCenter = (id: string, signal: AbortSignal) =>
  orNotFound(
    api.get<PublicRetreatCenter>(`/api/public-retreat-center/${encodeURIComponent(id)}`, {
      signal,
      silent: true,
    }),
  );

/** `/retreat-center/:id`: a retreat centre's public page, with its buildings. */
export function RetreatCenterPage(props: { readonly id: string }) {
  const { t } = useTranslation('public');
  const center = useQuery({
    queryKey: [RETREAT_CENTERS_READ_MODEL, 'public', props.id],
    queryFn: ({ signal }) => fetchCenter(props.id, signal),
  });
  const name = center.data?.name;
  return (
    <PublicPage
      title={name ?? t('retreatCenter.pageTitle')}
      description={name ? t('retreatCenter.descriptionOf', { name }) : t('retreatCenter.description')}
    >
      {center.isPending ? (
        <>
          <h1>{t('retreatCenter.pageTitle')}</h1>
          <Loading />
        </>
      ) : center.isError ? (
        <>
          <h1>{t('retreatCenter.pageTitle')}</h1>
          <LoadError onRetry={() => center.refetch()} />
        </>
      ) : !center.data ? (
        <>
          <h1>{t('retreatCenter.pageTitle')}</h1>
          <Empty>{t('retreatCenter.notFound')}</Empty>
        </>
      ) : (
        <>
          <h1>{center.data.name}</h1>
          <p className={site.lead}>
            {[center.data.address, center.data.city, center.data.country].filter(Boolean).join(', ')}
          </p>
          {center.data.description && <p>{center.data.description}</p>}
          {center.data.contact && (
            <section className={site.contact}>
              <h2>{t('retreatCenter.contact')}</h2>
              <p>{center.data.contact}</p>
            </section>
          )}
          {center.data.buildings.length > 0 && (
            <>
              <h2>{t('retreatCenter.buildings')}</h2>
              <ul className={site.cards}>
                {center.data.buildings.map((building) => (
                  <li key={building.id.value} className={site.card}>
                    <h3>{building.name}</h3>
                    {building.photo && (
                      <img
                        src={`/api/image/${building.photo.fileId}`}
                        alt={t('retreatCenter.photoOf', { name: building.name })}
                        width={320}
                        height={200}
                        loading="lazy"
                        style={{ width: '100%', height: 'auto' }}
                      />
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </PublicPage>
  );
}
