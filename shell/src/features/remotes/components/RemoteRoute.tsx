import { type ComponentType, Suspense, useCallback, useEffect, useState } from 'react';
import { Loading } from '../../layout/public/Loading.tsx';
import { loadRemoteRoute } from '../api/load-remote-module.ts';
import { resetRemote } from '../api/remotes-config.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';

interface RemoteRouteProps {
  /** Remote name as in remotes.json. */
  readonly remote: string;
  /** Exposed module, e.g. `SessionsRoute`. */
  readonly module: string;
}

type Loaded =
  | { readonly key: string; readonly component: ComponentType }
  | { readonly key: string; readonly error: unknown };

/** Route modules already in, so going back to a page draws it at once. */
const loadedRoutes = new Map<string, ComponentType>();

/**
 * The route's module, loaded on first visit. Not through `lazy` and Suspense: React holds back the
 * reveal of a Suspense boundary that showed its fallback (by up to 300 ms), and with it the
 * page's first data requests; a state update draws the page as soon as its module is in.
 */
function useRouteModule(remote: string, module: string, attempt: number): ComponentType | null {
  const key = `${remote}/${module}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const component = attempt === 0 ? loadedRoutes.get(`${remote}/${module}`) : undefined;
    return component ? { key, component } : null;
  });
  useEffect(() => {
    if (loaded?.key === key) return;
    let current = true;
    if (attempt > 0) resetRemote(remote);
    loadRemoteRoute(remote, module).then(
      (route) => {
        loadedRoutes.set(`${remote}/${module}`, route.default);
        if (current) setLoaded({ key, component: route.default });
      },
      (error: unknown) => {
        if (current) setLoaded({ key, error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, loaded, remote, module, attempt]);
  if (loaded?.key !== key) return null;
  // Thrown while rendering, so the route's error boundary shows it with its retry.
  if ('error' in loaded) throw loaded.error;
  return loaded.component;
}

function LoadedRoute({ remote, module, attempt }: RemoteRouteProps & { readonly attempt: number }) {
  const Route = useRouteModule(remote, module, attempt);
  if (!Route) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <Route />
    </Suspense>
  );
}

/** A route served by a remote, loaded on first visit; a failure stays inside this route. */
export function RemoteRoute({ remote, module }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return (
    <RemoteErrorBoundary key={`${remote}#${attempt}`} remote={remote} onRetry={retry}>
      <LoadedRoute remote={remote} module={module} attempt={attempt} />
    </RemoteErrorBoundary>
  );
}
