import { api, readPosition } from '@cenacle/kit';
import type { PageVisits } from '@cenacle/shared-domain/analytics/contracts';
import { PAGE_VISITS_READ_MODEL } from '@cenacle/shared-domain/analytics/rules';

export const PAGE_SIZE = 20;

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const pageVisitsKeys = {
  all: [PAGE_VISITS_READ_MODEL] as const,
  page: (from: string, to: string, page: number) => [PAGE_VISITS_READ_MODEL, from, to, page] as const,
};

/** A page of the paths seen from..to, busiest first, with the number of paths (X-Total-Count). */
export async function fetchPageVisits(
  range: { readonly from: string; readonly to: string },
  page: number,
  signal: AbortSignal,
): Promise<{ visits: PageVisits[]; total: number }> {
  const response = await api.getPage<PageVisits[]>('/api/page-visits', {
    signal,
    query: { ...range, page, size: PAGE_SIZE, position: readPosition() },
  });
  return { visits: response.data, total: response.totalCount ?? response.data.length };
}
