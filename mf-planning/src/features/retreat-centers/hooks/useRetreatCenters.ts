import { useQuery } from '@tanstack/react-query';
import { fetchRetreatCenters, retreatCenterKeys } from '../api/retreat-centers.api.ts';

export function useRetreatCenters() {
  return useQuery({ queryKey: retreatCenterKeys.all, queryFn: ({ signal }) => fetchRetreatCenters(signal) });
}
