import { useContractForm } from '@cenacle/kit';
import type { ParticipantMailRequest } from '@cenacle/shared-domain/participants/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { participantMailKeys, sendParticipantMail } from '../api/participant-mails.api.ts';

interface ComposeValues {
  readonly title: string;
  /** The editor's HTML ('' when empty): the server keeps only its harmless part. */
  readonly content: string;
}

const loadContract = () =>
  import('@cenacle/shared-domain/participants/contracts').then((m) => m.ParticipantMailRequestSchema);

/**
 * The compose form: checked by the contract, then held until the user confirms (the mail goes to
 * everyone at once and cannot be called back); sent on confirmation.
 */
export function useComposeForm(sessionId: string, onSent: () => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ParticipantMailRequest | null>(null);
  const send = useMutation({
    mutationFn: (body: ParticipantMailRequest) => sendParticipantMail(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantMailKeys.list(sessionId) }),
  });
  const form = useContractForm({
    initial: { title: '', content: '' } as ComposeValues,
    schema: loadContract,
    toInput: (values: ComposeValues) => ({
      title: values.title,
      content: values.content,
      session: { value: sessionId },
    }),
    serverError: send.error,
    onValid: (request) => setPending(request),
  });
  return {
    form,
    /** Validated and waiting for the user's confirmation. */
    pending: pending !== null,
    sending: send.isPending,
    cancel: () => setPending(null),
    confirm: () => {
      if (!pending) return;
      send.mutate(pending, { onSuccess: onSent, onSettled: () => setPending(null) });
    },
  };
}
