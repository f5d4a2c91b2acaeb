import { Link } from '@cenacle/kit/router';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutUsOnHome } from '../../about-us/components/AboutUsOnHome.tsx';
import { useAboutUs } from '../../about-us/hooks/useAboutUs.ts';
import { MapSlot } from '../../branches/components/MapSlot.tsx';
import { EUROPE, isPlaced } from '../../branches/model/map-view.ts';
import { contentKeys, fetchTestimonies } from '../../content/api/content.api.ts';
import { CmsSections } from '../../content/components/CmsSections.tsx';
import { TestimonyList } from '../../content/components/Testimonies.tsx';
import { useSections } from '../../content/hooks/useSections.ts';
import { CountryChoice } from '../../site/components/CountryChoice.tsx';
import { Empty, LoadError, Loading } from '../../site/components/PageStates.tsx';
import { PublicPage } from '../../site/components/PublicPage.tsx';
import site from '../../site/components/site.module.css';
import { useActiveBranches } from '../../site/hooks/useActiveBranches.ts';
import { useVisitorCountry } from '../../site/hooks/useVisitorCountry.ts';
import styles from './home.module.css';

const useMainTestimonies = () =>
  useQuery({
    queryKey: contentKeys.testimonies(true),
    queryFn: ({ signal }) => fetchTestimonies(true, signal),
  });

/**
 * Home: the CMS long page for the visitor's country, about us, how to join, the branch map and the
 * testimonies chosen for it. What follows the CMS sections is drawn once they are in, so their
 * arrival pushes nothing down.
 */
export function HomePage() {
  const { t } = useTranslation('public');
  const { country } = useVisitorCountry();
  const longPage = { location: 'LONG_PAGE', country } as const;
  const sections = useSections(longPage);
  // Asked for at once, with the sections; drawn once the sections are in.
  useMainTestimonies();
  useActiveBranches();
  useAboutUs('main');
  return (
    <PublicPage title={t('home.pageTitle')} description={t('home.description')} className={styles.home}>
      <h1 className={styles.heading}>{t('home.heading')}</h1>
      <p className={site.lead}>{t('home.tagline')}</p>
      <CountryChoice />
      <CmsSections of={longPage} empty={null} />
      {!sections.isPending && <HomeRest />}
    </PublicPage>
  );
}

/** About us, how to join, the branch map and the testimonies. */
function HomeRest() {
  const { t } = useTranslation('public');
  const testimonies = useMainTestimonies();
  const branches = useActiveBranches();
  const placed = useMemo(() => (branches.data ?? []).filter(isPlaced), [branches.data]);
  return (
    <>
      <AboutUsOnHome />
      <section aria-labelledby="home-join" className={styles.join}>
        <h2 id="home-join">{t('home.join.heading')}</h2>
        <p>{t('home.join.sessions')}</p>
        <ol className={styles.steps}>
          <li>{t('home.join.step1')}</li>
          <li>{t('home.join.step2')}</li>
          <li>{t('home.join.step3')}</li>
        </ol>
        <Link className={site.linkButton} to="/events">
          {t('home.join.events')}
        </Link>
      </section>

      <section aria-labelledby="home-branches">
        <h2 id="home-branches">{t('home.branches')}</h2>
        {branches.isError ? (
          <LoadError onRetry={() => branches.refetch()} />
        ) : (
          <MapSlot branches={placed} view={EUROPE} onDemand />
        )}
        <p>
          <Link to="/branches">{t('home.allBranches')}</Link>
        </p>
      </section>

      <section aria-labelledby="home-testimonies">
        <h2 id="home-testimonies">{t('home.testimonies')}</h2>
        {testimonies.isPending ? (
          <Loading />
        ) : testimonies.isError ? (
          <LoadError onRetry={() => testimonies.refetch()} />
        ) : testimonies.data.length === 0 ? (
          <Empty>{t('testimonies.empty')}</Empty>
        ) : (
          <TestimonyList testimonies={testimonies.data} heading="h3" />
        )}
        <p>
          <Link to="/testimonies">{t('home.allTestimonies')}</Link>
        </p>
      </section>
    </>
  );
}
