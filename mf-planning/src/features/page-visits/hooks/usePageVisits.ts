import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPageVisits, pageVisitsKeys } from '../api/page-visits.api.ts';

export function usePageVisits(range: { from: string; to: string }, page: number, enabled: boolean) {
  return useQuery({
    queryKey: pageVisitsKeys.page(range.from, range.to, page),
    queryFn: ({ signal }) => fetchPageVisits(range, page, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
