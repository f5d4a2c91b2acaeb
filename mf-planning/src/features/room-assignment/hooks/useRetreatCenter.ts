import type { PublicSession } from '@cenacle/shared-domain/organisation/contracts';
import { PUBLIC_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePublicSession } from '../../sessions/api/sessions.api.ts';
import { roomKeys } from '../api/room-assignment.api.ts';

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
        version: page.version,
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
