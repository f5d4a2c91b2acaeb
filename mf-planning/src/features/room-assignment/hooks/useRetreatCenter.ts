import type { PublicSession } from '@cenacle/shared-domain/organisation/contracts';
import { PUBLIC_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savePublicSession } from '../../sessions/api/sessions.api.ts';
import { fetchShortCenters, roomKeys } from '../api/room-assignment.api.ts';

/** The retreat centres a session may take (the selector shown while it has none). */
export function useShortCenters() {
  return useQuery({ queryKey: roomKeys.centers, queryFn: ({ signal }) => fetchShortCenters(signal) });
}

/**
 * The session takes a centre: its public page is saved again, as it stands, naming the centre (a
 * session takes its centre from its public page).
 */
export function useChooseCenter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ page, centerId }: { page: PublicSession; centerId: string }) =>
      savePublicSession({
        id: page.id,
        photo: page.photo,
        address: page.address,
        contact: page.contact,
        description: page.description,
        registrationLink: page.registrationLink,
        retreatCenter: { value: centerId },
        registrationDeadline: page.registrationDeadline,
        capacity: page.capacity,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PUBLIC_SESSIONS_READ_MODEL] }),
        queryClient.invalidateQueries({ queryKey: roomKeys.all }),
      ]),
  });
}
