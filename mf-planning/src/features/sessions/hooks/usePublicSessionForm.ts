import { useContractForm } from '@cenacle/kit';
import type { PublicSession, PublicSessionSaveRequest } from '@cenacle/shared-domain/organisation/contracts';
import { PUBLIC_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { savePublicSession } from '../api/sessions.api.ts';
import {
  fromLocalInput,
  initialPublicValues,
  type PublicSessionFormValues,
  parseCapacity,
} from '../public-session-values.ts';

const loadContract = () =>
  import('@cenacle/shared-domain/organisation/contracts').then((m) => m.PublicSessionSaveRequestSchema);

/**
 * The publish form (tab=publicSession), checked by the contract's PublicSessionSaveRequest before
 * it is sent with the version of the page it was loaded at (then the version each save answers): a
 * save made meanwhile by someone else answers 409, which the form shows. The session's retreat centre
 * is chosen here (the room planner lodges people in it).
 */
export function usePublicSessionForm(sessionId: string, page: PublicSession | null) {
  const queryClient = useQueryClient();
  const loaded = useRef(page?.version ?? null);
  const save = useMutation({
    mutationFn: (body: PublicSessionSaveRequest) => savePublicSession(body),
    onSuccess: (saved) => {
      loaded.current = saved.data.version;
      return queryClient.invalidateQueries({ queryKey: [PUBLIC_SESSIONS_READ_MODEL] });
    },
  });
  return useContractForm({
    initial: initialPublicValues(sessionId, page),
    schema: loadContract,
    toInput: (v: PublicSessionFormValues) => ({
      id: { value: sessionId },
      version: loaded.current,
      photo: v.photo,
      address: v.address,
      contact: v.contact,
      description: v.description,
      registrationLink: v.registrationLink,
      retreatCenter: v.retreatCenter ? { value: v.retreatCenter } : null,
      registrationDeadline: fromLocalInput(v.registrationDeadline),
      capacity: parseCapacity(v.capacity),
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request as PublicSessionSaveRequest),
  });
}
