import { useAuth } from '@cenacle/kit';
import { lazy, Suspense } from 'react';

const NotesLayer = lazy(() => import('./NotesLayer.tsx'));

/** Signed-in users see their notes on every staff page (this is mounted by the staff frame only). */
export function NotesHost() {
  const signedIn = useAuth((s) => s.account !== null);
  return signedIn ? (
    <Suspense fallback={null}>
      <NotesLayer />
    </Suspense>
  ) : null;
}
