import { useSyncExternalStore } from 'react';

/** A phone-sized screen (≤ 600 px): event previews expand inline instead of opening a dialog. */
const PHONE = '(max-width: 600px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
