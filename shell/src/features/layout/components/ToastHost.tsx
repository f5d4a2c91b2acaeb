import { toastStore, useAuth } from '@cenacle/kit';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

const Toasts = lazy(() => import('./Toasts.tsx'));
const FramedToasts = lazy(() => import('./FramedToasts.tsx'));

const hasPendingToasts = () => toastStore.getState().queue.length > 0;

/**
 * Mounts the toaster (Fluent's Toast code comes with the extended set) once there is something to
 * show or someone signed in; queued toasts wait in the kit's store meanwhile. Once mounted it stays.
 * `framed`: the page has no Fluent theme around it (the public frame), so the toaster brings its own.
 */
export function ToastHost(props: { readonly framed?: boolean }) {
  const pending = useSyncExternalStore(toastStore.subscribe, hasPendingToasts);
  const signedIn = useAuth((s) => s.status === 'authenticated');
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (pending || signedIn) setNeeded(true);
  }, [pending, signedIn]);
  return needed ? <Suspense fallback={null}>{props.framed ? <FramedToasts /> : <Toasts />}</Suspense> : null;
}
