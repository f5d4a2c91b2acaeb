import { lazy, type ReactElement } from 'react';

// Each page loads when it is opened (in the staff frame, which waits for it): the login page stays light.
const RegisterPage = lazy(() => import('./components/RegisterPage.tsx'));
const ActivationPage = lazy(() => import('./components/ActivationPage.tsx'));
const ConfirmEmailPage = lazy(() => import('./components/ConfirmEmailPage.tsx'));
const ChangePasswordPage = lazy(() => import('./components/SignedInChangePassword.tsx'));

/** Self-service account pages (spec §2): register, set a password through a link, change it, confirm an address. */
export const accountRoutes: readonly { readonly path: string; readonly element: ReactElement }[] = [
  { path: 'register', element: <RegisterPage /> },
  { path: 'activation/:id', element: <ActivationPage /> },
  { path: 'change-password', element: <ChangePasswordPage /> },
  { path: 'confirm-email/:userId/:token', element: <ConfirmEmailPage /> },
];
