import { useQuery } from '@tanstack/react-query';
import { fetchPrices, priceKeys } from '../api/prices.api.ts';

export function usePrices(sessionId: string) {
  return useQuery({
    queryKey: priceKeys.session(sessionId),
    queryFn: ({ signal }) => fetchPrices(sessionId, signal),
  });
}
