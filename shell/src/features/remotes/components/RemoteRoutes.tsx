import { Spinner } from '@cenacle/kit/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation } from 'react-router';
import { PrivateRoute } from '../../auth/components/PrivateRoute.tsx';
import { NotFoundPage } from '../../errors/components/NotFoundPage.tsx';
import { ensureRouteTable, reloadRoutesOf, resolveRoute, useRouteTable } from '../api/route-table.ts';
import { ModuleUnavailable } from './ModuleUnavailable.tsx';
import { RemoteRoute } from './RemoteRoute.tsx';

/**
 * Every path the shell does not serve itself: the remote whose routes.json declares its first
 * segment serves it (mounted at `<segment>/*`, so a remote may nest its own routes), behind the
 * route's authorities. While a remote is still answering the page waits; when a remote that may own
 * the path is down, its "module unavailable" panel offers a retry; otherwise the path is not found.
 * A route the remote declared public needs no sign-in.
 */
export function RemoteRoutes() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(ensureRouteTable, []);
  const resolution = resolveRoute(
    useRouteTable((s) => s),
    pathname,
  );

  switch (resolution.kind) {
    case 'pending':
      return <Spinner label={t('remote.loading')} />;
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
