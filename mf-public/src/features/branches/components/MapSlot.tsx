import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchSiteConfig, siteKeys } from '../../site/api/site.api.ts';
import { Loading } from '../../site/components/PageStates.tsx';
import type { MapView, PlacedBranch } from '../model/map-view.ts';
import styles from './branches.module.css';

const BranchesMap = lazy(() => import('./BranchesMap.tsx'));

/** Used when the site's settings cannot be read: the map still shows its markers. */
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Whether the element has come near the viewport (always true where IntersectionObserver is missing). */
function useNearViewport(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * The branch map, loaded on demand (Leaflet is the heaviest script of the public site): at once on
 * the branches page, when scrolled near on the home page (`whenVisible`).
 */
export function MapSlot(props: {
  readonly branches: readonly PlacedBranch[];
  readonly view: MapView;
  readonly whenVisible?: boolean;
}) {
  const { t } = useTranslation('public');
  const { ref, near } = useNearViewport(props.whenVisible ?? false);
  const config = useQuery({
    queryKey: siteKeys.config,
    queryFn: ({ signal }) => fetchSiteConfig(signal),
    enabled: near,
  });
  const placeholder = (
    <div ref={ref} className={styles.mapFallback}>
      <Loading label={t('branches.mapLoading')} />
    </div>
  );
  if (!near || config.isPending) return placeholder;
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
