import { useQuery } from '@tanstack/react-query';
import { fetchSessionPrices, priceKeys } from '../api/sessions.api.ts';

/** The session's price list (edited in accounting's price list screen). */
export function useSessionPrices(sessionId: string) {
  return useQuery({
    queryKey: priceKeys.session(sessionId),
    queryFn: ({ signal }) => fetchSessionPrices(sessionId, signal),
  });
}
