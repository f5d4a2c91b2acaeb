import { useLocation } from '@cenacle/kit/router';
import { lazy, Suspense } from 'react';
import { usePageviews } from '../../analytics/hooks/usePageviews.ts';
import { frameOf, useRouteTable } from '../../remotes/api/route-table.ts';
import { Loading } from '../public/Loading.tsx';
import { PublicLayout } from '../public/PublicLayout.tsx';
import { warmPublicModules } from '../public/warm-public-modules.ts';

const AppLayout = lazy(() => import('./AppLayout.tsx'));

/**
 * Chooses the page's frame: a remote's public route gets the light public frame, every other page
 * the staff frame, whose Fluent code is fetched only then. Until the route table knows the path,
 * nothing is drawn (its routes.json was asked for before the page's code arrived).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const frame = useRouteTable((s) => frameOf(s, pathname));
  usePageviews();
  if (frame === 'pending') return null;
  if (frame === 'public') {
    warmPublicModules();
    return <PublicLayout />;
  }
  return (
    <Suspense fallback={<Loading />}>
      <AppLayout />
    </Suspense>
  );
}
