import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { PrivateRoute } from '../features/auth/components/PrivateRoute.tsx';
import { NotFoundPage } from '../features/errors/components/NotFoundPage.tsx';
import { RenderError } from '../features/errors/components/RenderError.tsx';
import { HomePage } from '../features/home/components/HomePage.tsx';
import { AppLayout } from '../features/layout/components/AppLayout.tsx';
import { REMOTE_ROUTES } from '../features/remotes/api/remote-routes.ts';
import { RemoteRoute } from '../features/remotes/components/RemoteRoute.tsx';

const remoteRoutes: RouteObject[] = REMOTE_ROUTES.map((route) => ({
  path: `${route.segment}/*`,
  element: (
    <PrivateRoute authorities={route.authorities}>
      <RemoteRoute remote={route.remote} module={route.module} />
    </PrivateRoute>
  ),
}));

/** Routes of the shell; the remotes' routes are lazy-loaded inside their own error boundaries. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RenderError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'log-in', element: <LoginPage /> },
      ...remoteRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
