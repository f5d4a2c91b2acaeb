import { useQuery } from '@tanstack/react-query';
import { fetchActiveBranches, siteKeys } from '../api/site.api.ts';

/** The active branches (one request for every part of the page that shows them). */
export function useActiveBranches() {
  return useQuery({ queryKey: siteKeys.branches, queryFn: ({ signal }) => fetchActiveBranches(signal) });
}
