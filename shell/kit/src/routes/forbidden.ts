import { useLocation } from '@cenacle/kit/router';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

interface Forbidden {
  /** The address (path and query) whose data the API refused with a 403, or null. */
  readonly at: string | null;
}

const forbiddenStore = createStore<Forbidden>(() => ({ at: null }));

/** Where the page is now: path and query, as a 403 is remembered for it. */
export function currentAddress(): string | null {
  const location = globalThis.location;
  return location ? `${location.pathname}${location.search}` : null;
}

/**
 * The page at this address may not be opened by the signed-in person (the API answered 403 for its
 * data, or the page knows it): the shell shows its "no access" page in place of the page, for every
 * remote alike. Leaving the address leaves the 403 page; coming back shows it again.
 */
export function showForbidden(at: string | null = currentAddress()): void {
  if (at !== null) forbiddenStore.setState({ at });
}

/** Forget the refusal (signed out or in as someone else). */
export function forgetForbidden(): void {
  forbiddenStore.setState({ at: null });
}

export const forbiddenAt = (): string | null => forbiddenStore.getState().at;

/** True while the address on show is one the API refused (a 403). */
export function useForbidden(): boolean {
  const at = useStore(forbiddenStore, (s) => s.at);
  const { pathname, search } = useLocation();
  return at !== null && at === `${pathname}${search}`;
}
