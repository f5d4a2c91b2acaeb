import { api } from '@cenacle/kit';
import type { PageviewRequest } from '@cenacle/shared-domain/analytics/contracts';

/**
 * Reports the page now shown (spec §2 Layout). Never in the visitor's way: no toast, no sign-out on a
 * refusal, and a failure (rate limit, API down) is simply not counted.
 */
export function reportPageview(path: string): void {
  const body: PageviewRequest = { path };
  api.post<null>('/api/pageview', body, { silent: true, keepSessionOnDenied: true }).catch(() => undefined);
}
