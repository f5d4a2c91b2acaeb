import { participantById } from '@cenacle/projections/participants/participants/participants.queries.ts';
import { defineQuery } from '@cenacle/projections/query';
import { DomainError } from '@cenacle/shared-domain';
import type { Participant } from '@cenacle/shared-domain/participants';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { authorizeSessionWrite } from '../organisation/session-scope.ts';

/**
 * A command about one participant: the read model says which session they belong to (that never
 * changes), the session's own stream whether the caller may act on its branch.
 */
export const authorizeParticipantCommand = defineQuery({
  uses: [participantById],
  run: async (deps: Deps, user: CurrentUser, participantId: string): Promise<Participant> => {
    const participant = await participantById(deps.db, participantId);
    if (!participant) throw new DomainError('NOT_FOUND', 'error.participant.notFound', { id: participantId });
    await authorizeSessionWrite(deps, user, participant.session.value);
    return participant;
  },
});

/** A payment may name only a participant of its own session. */
export const assertParticipantOf = defineQuery({
  uses: [participantById],
  run: async (deps: Deps, sessionId: string, participantId: string): Promise<void> => {
    const participant = await participantById(deps.db, participantId);
    if (participant?.session.value !== sessionId) {
      throw new DomainError('UNKNOWN_REFERENCE', 'error.payment.unknownParticipant', {}, 'participant');
    }
  },
});
