import { useAuth } from '@cenacle/kit';
import { useLocation } from '@cenacle/kit/router';
import { lazy, Suspense } from 'react';
import { isPublicPath, useRouteTable } from '../../remotes/api/route-table.ts';

const NotesLayer = lazy(() => import('./NotesLayer.tsx'));

/** Signed-in users see their notes on every staff page; visitors and public pages load none of this. */
export function NotesHost() {
  const signedIn = useAuth((s) => s.account !== null);
  const { pathname } = useLocation();
  const publicPage = useRouteTable((s) => isPublicPath(s, pathname));
  return signedIn && !publicPage ? (
    <Suspense fallback={null}>
      <NotesLayer />
    </Suspense>
  ) : null;
}
