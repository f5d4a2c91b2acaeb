import { sessionPeople } from '@cenacle/projections/lodging/room-assignments/room-planner.queries.ts';
import { defineQuery } from '@cenacle/projections/query';
import { DomainError } from '@cenacle/shared-domain';
import {
  findRoom,
  type PersonRef,
  personKey,
  retreatCenterDecider,
  retreatCenterStream,
} from '@cenacle/shared-domain/lodging';
import { schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import { type CurrentUser, canActOnBranch } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { AccessDeniedError } from '../http/access-denied.ts';

/** A session's branch and centre change rarely; a few seconds of cache spare reads per drop. */
const MAX_AGE_MS = 5000;

/**
 * Write side of the planner: the session's own stream says whether it exists, whether the caller is
 * staff of its branch, and which retreat centre its public page names (a session takes its centre
 * from there). Answers that centre's id.
 */
export async function authorizePlannerCommand(
  deps: Deps,
  user: CurrentUser,
  sessionId: string,
): Promise<string> {
  const { state } = await deps.bus.load(schoolSessionDecider, sessionStream(sessionId), {
    maxAgeMs: MAX_AGE_MS,
  });
  if (state.status !== 'planned')
    throw new DomainError('NOT_FOUND', 'error.session.notFound', { id: sessionId });
  if (!canActOnBranch(user, state.branchId)) throw new AccessDeniedError();
  const centerId = state.publicSession?.retreatCenterId ?? null;
  if (!centerId) throw new DomainError('NO_RETREAT_CENTER', 'error.lodging.noRetreatCenter', {}, 'session');
  return centerId;
}

/** The room must be one of the session's centre: its stream says so, as last saved. */
export async function assertRoomOfCenter(
  deps: Deps,
  centerId: string,
  roomId: string,
  field = 'room',
): Promise<void> {
  const { state } = await deps.bus.load(retreatCenterDecider, retreatCenterStream(centerId), {
    maxAgeMs: MAX_AGE_MS,
  });
  if (!findRoom(state, roomId)) {
    throw new DomainError('UNKNOWN_REFERENCE', 'error.lodging.unknownRoom', { id: roomId }, field);
  }
}

/** Each person must be someone of the session who needs a bed (holding a place, or their child). */
export const assertPeopleOfSession = defineQuery({
  uses: [sessionPeople],
  run: async (
    deps: Deps,
    sessionId: string,
    people: readonly PersonRef[],
    field: (person: PersonRef, index: number) => string = (person) => person.type,
  ): Promise<void> => {
    const known = new Set((await sessionPeople(deps.db, sessionId)).map((p) => personKey(p.person)));
    people.forEach((person, index) => {
      if (!known.has(personKey(person))) {
        throw new DomainError(
          'UNKNOWN_REFERENCE',
          'error.lodging.unknownPerson',
          { id: person.id },
          field(person, index),
        );
      }
    });
  },
});
