import { PAYMENTS, STAFF } from '@cenacle/kit';
import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { PrivateRoute } from '../features/auth/components/PrivateRoute.tsx';
import { NotFoundPage } from '../features/errors/components/NotFoundPage.tsx';
import { RenderError } from '../features/errors/components/RenderError.tsx';
import { HomePage } from '../features/home/components/HomePage.tsx';
import { AppLayout } from '../features/layout/components/AppLayout.tsx';
import { RemoteRoute } from '../features/remotes/components/RemoteRoute.tsx';

/**
 * Routes of the shell. A remote's route is declared here with the authorities it needs (the same
 * ones the API enforces) and the module the remote exposes for it.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RenderError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'log-in', element: <LoginPage /> },
      {
        path: 'sessions/*',
        element: (
          <PrivateRoute authorities={STAFF}>
            <RemoteRoute remote="planning" module="SessionsRoute" />
          </PrivateRoute>
        ),
      },
      {
        path: 'accounting/*',
        element: (
          <PrivateRoute authorities={PAYMENTS}>
            <RemoteRoute remote="accounting" module="AccountingRoute" />
          </PrivateRoute>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
