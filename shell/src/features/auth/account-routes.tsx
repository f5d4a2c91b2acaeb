import { SIGNED_IN } from '@cenacle/kit';
import { Spinner } from '@cenacle/kit/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PrivateRoute } from './components/PrivateRoute.tsx';

// Each page loads when it is opened: the login page stays light.
const RegisterPage = lazy(() => import('./components/RegisterPage.tsx'));
const ActivationPage = lazy(() => import('./components/ActivationPage.tsx'));
const ChangePasswordPage = lazy(() => import('./components/ChangePasswordPage.tsx'));

const page = (element: ReactNode) => <Suspense fallback={<Spinner />}>{element}</Suspense>;

/** Self-service account pages (spec §2): register, set a password through a link, change it. */
export const accountRoutes: RouteObject[] = [
  { path: 'register', element: page(<RegisterPage />) },
  { path: 'activation/:id', element: page(<ActivationPage />) },
  {
    path: 'change-password',
    element: <PrivateRoute authorities={SIGNED_IN}>{page(<ChangePasswordPage />)}</PrivateRoute>,
  },
];
