import { Route, Routes } from '@cenacle/kit/router';
import { lazy } from 'react';
import { accountRoutes } from '../features/auth/account-routes.tsx';
import { RenderErrorBoundary } from '../features/errors/components/RenderErrorBoundary.tsx';
import { RootLayout } from '../features/layout/components/RootLayout.tsx';
import { RemoteRoutes } from '../features/remotes/components/RemoteRoutes.tsx';

const LoginPage = lazy(() => import('../features/auth/components/LoginPage.tsx'));

/**
 * Routes of the shell. Every other path, the home page included, goes to the remotes: which remote
 * serves it is learnt at run time from the remotes' routes.json (see RemoteRoutes), so no remote's
 * route is compiled in here. Nothing here loads Fluent up front: the staff pages bring it.
 */
export function ShellRoutes() {
  return (
    <RenderErrorBoundary>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="log-in" element={<LoginPage />} />
          {accountRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<RemoteRoutes />} />
        </Route>
      </Routes>
    </RenderErrorBoundary>
  );
}
