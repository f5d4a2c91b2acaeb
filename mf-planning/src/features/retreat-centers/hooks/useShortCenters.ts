import { useQuery } from '@tanstack/react-query';
import { fetchShortCenters, retreatCenterKeys } from '../api/retreat-centers.api.ts';

/** Id and name of every retreat centre: what a session may take (its publish form, the room planner). */
export function useShortCenters() {
  return useQuery({ queryKey: retreatCenterKeys.short, queryFn: ({ signal }) => fetchShortCenters(signal) });
}
