import { createBrowserRouter } from '@cenacle/kit/router';
import { lazy } from 'react';
import { accountRoutes } from '../features/auth/account-routes.tsx';
import { RenderError } from '../features/errors/components/RenderError.tsx';
import { RootLayout } from '../features/layout/components/RootLayout.tsx';
import { RemoteRoutes } from '../features/remotes/components/RemoteRoutes.tsx';

const LoginPage = lazy(() => import('../features/auth/components/LoginPage.tsx'));

/**
 * Routes of the shell. Every other path, the home page included, goes to the remotes: which remote
 * serves it is learnt at run time from the remotes' routes.json (see RemoteRoutes), so no remote's
 * route is compiled in here. Nothing here loads Fluent up front: the staff pages bring it.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RenderError />,
    children: [
      { path: 'log-in', element: <LoginPage /> },
      ...accountRoutes,
      { path: '*', element: <RemoteRoutes /> },
    ],
  },
]);
