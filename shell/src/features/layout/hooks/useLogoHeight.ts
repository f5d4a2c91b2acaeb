import { useEffect, useState } from 'react';

/** Spec §9: the home page logo shrinks on scroll from 153 px to 45 px. */
export const LOGO_MAX = 153;
export const LOGO_MIN = 45;

export function useLogoHeight(shrinks: boolean): number {
  const [height, setHeight] = useState(shrinks ? LOGO_MAX : LOGO_MIN);
  useEffect(() => {
    if (!shrinks) {
      setHeight(LOGO_MIN);
      return;
    }
    const update = () => setHeight(Math.max(LOGO_MIN, LOGO_MAX - window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [shrinks]);
  return height;
}
