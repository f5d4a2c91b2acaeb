import { useAuth } from '@cenacle/kit';
import { useLocation } from '@cenacle/kit/router';
import { useEffect, useRef } from 'react';
import { reportPageview } from '../api/pageview.api.ts';

/**
 * One pageview per route change (a new pathname; a changed query or hash is the same page). Mounted
 * once, in the layout; tiny on purpose, since every public page loads it.
 */
export function usePageviews(): void {
  const { pathname } = useLocation();
  // Until the account probe has answered, the browser has no CSRF token yet: the first page waits.
  const probed = useAuth((s) => s.status !== 'unknown');
  // React's development double effects must not count a page twice.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!probed || reported.current === pathname) return;
    reported.current = pathname;
    reportPageview(pathname);
  }, [pathname, probed]);
}
