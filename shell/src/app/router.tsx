import { createBrowserRouter } from 'react-router';
import { accountRoutes } from '../features/auth/account-routes.tsx';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { RenderError } from '../features/errors/components/RenderError.tsx';
import { HomePage } from '../features/home/components/HomePage.tsx';
import { AppLayout } from '../features/layout/components/AppLayout.tsx';
import { RemoteRoutes } from '../features/remotes/components/RemoteRoutes.tsx';

/**
 * Routes of the shell. Every other path goes to the remotes: which remote serves it is learnt at run
 * time from the remotes' routes.json (see RemoteRoutes), so no remote's route is compiled in here.
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RenderError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'log-in', element: <LoginPage /> },
      ...accountRoutes,
      { path: '*', element: <RemoteRoutes /> },
    ],
  },
]);
