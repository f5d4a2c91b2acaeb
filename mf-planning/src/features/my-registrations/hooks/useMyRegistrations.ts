import { useQuery } from '@tanstack/react-query';
import { fetchMyRegistrations, myRegistrationKeys } from '../api/my-registrations.api.ts';

export function useMyRegistrations() {
  return useQuery({
    queryKey: myRegistrationKeys.mine,
    queryFn: ({ signal }) => fetchMyRegistrations(signal),
  });
}
