import { Route, Routes, useLocation } from '@cenacle/kit/router';
import { lazy, Suspense, useEffect } from 'react';
import { Loading } from '../../layout/public/Loading.tsx';
import {
  ensureRouteTable,
  type Resolution,
  reloadRoutesOf,
  resolveRoute,
  useRouteTable,
} from '../api/route-table.ts';
import { RemoteRoute } from './RemoteRoute.tsx';

// Fluent pages, fetched only when shown (a public page never needs them).
const PrivateRoute = lazy(() => import('../../auth/components/PrivateRoute.tsx'));
const NotFoundPage = lazy(() => import('../../errors/components/NotFoundPage.tsx'));
const ModuleUnavailable = lazy(() => import('./ModuleUnavailable.tsx'));

/**
 * Every path the shell does not serve itself: the remote whose routes.json declares its first
 * segment serves it (mounted at `<segment>/*`, so a remote may nest its own routes), behind the
 * route's authorities. While a remote is still answering the page waits; when a remote that may own
 * the path is down, its "module unavailable" panel offers a retry; otherwise the path is not found.
 * A route the remote declared public needs no sign-in.
 */
export function RemoteRoutes() {
  const { pathname } = useLocation();
  useEffect(ensureRouteTable, []);
  const resolution = resolveRoute(
    useRouteTable((s) => s),
    pathname,
  );

  return <Suspense fallback={<Loading />}>{routeOf(resolution)}</Suspense>;
}

function routeOf(resolution: Resolution) {
  switch (resolution.kind) {
    case 'pending':
      return <Loading />;
    case 'none':
      return <NotFoundPage />;
    case 'unconfigured':
      return <ModuleUnavailable remote="remotes" onRetry={() => window.location.reload()} />;
    case 'unreachable':
      return (
        <>
          {resolution.remotes.map((remote) => (
            <ModuleUnavailable key={remote} remote={remote} onRetry={() => reloadRoutesOf(remote)} />
          ))}
        </>
      );
    case 'route': {
      const { remote, route } = resolution.match;
      const page = <RemoteRoute key={`${remote}/${route.module}`} remote={remote} module={route.module} />;
      return (
        <Routes>
          <Route
            path={`${route.segment}/*`}
            element={
              // A public route (the registration form) opens for anonymous visitors too.
              route.public ? page : <PrivateRoute authorities={route.authorities}>{page}</PrivateRoute>
            }
          />
        </Routes>
      );
    }
  }
}
