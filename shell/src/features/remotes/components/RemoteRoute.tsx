import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
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

/** A route served by a remote, loaded on first visit; a failure stays inside this route. */
export function RemoteRoute({ remote, module }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const Route = useMemo(() => {
    if (attempt > 0) resetRemote(remote);
    return lazy(() => loadRemoteRoute(remote, module));
  }, [remote, module, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  return (
    <RemoteErrorBoundary key={`${remote}#${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<Loading />}>
        <Route />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
