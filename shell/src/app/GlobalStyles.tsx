import { makeStaticStyles } from '@cenacle/kit/ui';

const useGlobalStyles = makeStaticStyles({ body: { margin: 0 } });

export function GlobalStyles() {
  useGlobalStyles();
  return null;
}
