import { useEffect, useRef } from 'react';

/** Spec §9: ctrl (cmd on a Mac) + N creates a new item; the browser's own "new window" is held back. */
export function useNewShortcut(enabled: boolean, onNew: () => void): void {
  const latest = useRef(onNew);
  latest.current = onNew;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key.toLowerCase() === 'n'
      ) {
        event.preventDefault();
        latest.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
