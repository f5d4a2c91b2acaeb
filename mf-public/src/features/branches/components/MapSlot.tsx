import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSiteConfig, siteKeys } from '../../site/api/site.api.ts';
import { Loading } from '../../site/components/PageStates.tsx';
import site from '../../site/components/site.module.css';
import type { MapView, PlacedBranch } from '../model/map-view.ts';
import styles from './branches.module.css';

const BranchesMap = lazy(() => import('./BranchesMap.tsx'));

/** Used when the site's settings cannot be read: the map still shows its markers. */
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * Whether the map may load: at once, or (`onDemand`) once the visitor asks for it or scrolls it into
 * view; a page that opens with the map in view does not pay for Leaflet before anyone looks.
 */
function useWanted(onDemand: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(!onDemand);
  useEffect(() => {
    const element = ref.current;
    if (wanted || !element) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    });
    // Only a scroll of the visitor's counts: the first view of the page stays light.
    const watch = () => observer.observe(element);
    window.addEventListener('scroll', watch, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', watch);
      observer.disconnect();
    };
  }, [wanted]);
  return { ref, wanted, want: () => setWanted(true) };
}

/**
 * The branch map, loaded on demand (Leaflet is the heaviest script of the public site): at once on
 * the branches page; on the home page (`onDemand`) when the visitor asks for it or scrolls to it.
 */
export function MapSlot(props: {
  readonly branches: readonly PlacedBranch[];
  readonly view: MapView;
  readonly onDemand?: boolean;
}) {
  const { t } = useTranslation('public');
  const { ref, wanted, want } = useWanted(props.onDemand ?? false);
  const config = useQuery({
    queryKey: siteKeys.config,
    queryFn: ({ signal }) => fetchSiteConfig(signal),
    enabled: wanted,
  });
  if (!wanted)
    return (
      <div ref={ref} className={styles.mapFallback}>
        <button type="button" className={site.button} onClick={want}>
          {t('branches.showMap', { count: props.branches.length })}
        </button>
      </div>
    );
  const placeholder = (
    <div className={styles.mapFallback}>
      <Loading label={t('branches.mapLoading')} />
    </div>
  );
  if (config.isPending) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BranchesMap
        branches={props.branches}
        view={props.view}
        tilesUrl={config.data?.mapTilesUrl ?? OSM_TILES}
      />
    </Suspense>
  );
}
