import { api, readPosition } from '@cenacle/kit';
import type {
  AcceptPlacementsRequest,
  LodgingWishesRequest,
  NotedWishesView,
  ParticipantRooms,
  RoomProposal,
} from '@cenacle/shared-domain/lodging/contracts';
import { type PersonRef, ROOM_ASSIGNMENTS_READ_MODEL } from '@cenacle/shared-domain/lodging/rules';

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const roomKeys = {
  all: [ROOM_ASSIGNMENTS_READ_MODEL] as const,
  session: (sessionId: string) => [ROOM_ASSIGNMENTS_READ_MODEL, sessionId] as const,
  proposal: (sessionId: string) => [ROOM_ASSIGNMENTS_READ_MODEL, sessionId, 'proposal'] as const,
  wishes: (sessionId: string) => [ROOM_ASSIGNMENTS_READ_MODEL, sessionId, 'wishes'] as const,
};

/** `GET /api/participant-rooms?session=`: the centre's rooms with their people, and the pool. */
export function fetchRooms(sessionId: string, signal: AbortSignal): Promise<ParticipantRooms> {
  return api.get<ParticipantRooms>('/api/participant-rooms', {
    signal,
    query: { session: sessionId, position: readPosition() },
  });
}

/** `GET /api/participant-rooms/proposal?session=`: beds proposed for the unassigned, with reasons. */
export function fetchProposal(sessionId: string): Promise<RoomProposal> {
  return api.get<RoomProposal>('/api/participant-rooms/proposal', {
    query: { session: sessionId, position: readPosition() },
  });
}

const body = (sessionId: string, roomId: string, person: PersonRef) => ({
  session: sessionId,
  room: { id: roomId },
  [person.type]: { id: person.id },
});

/** The planner reports a refused move itself (and rolls it back): no toast from the client. */
export const assignRoom = (sessionId: string, roomId: string, person: PersonRef) =>
  api.post<null>('/api/participant-room', body(sessionId, roomId, person), { silent: true });

export const removeFromRoom = (sessionId: string, roomId: string, person: PersonRef) =>
  api.delete<null>('/api/participant-room', body(sessionId, roomId, person), { silent: true });

/** `POST /api/participant-rooms/accept`: accepted placements of a proposal, in one decision. */
export const acceptPlacements = (request: AcceptPlacementsRequest) =>
  api.post<null>('/api/participant-rooms/accept', request);

/** `GET /api/participant-room-wishes?session=`: the wishes noted so far. */
export function fetchWishes(sessionId: string, signal: AbortSignal): Promise<NotedWishesView[]> {
  return api.get<NotedWishesView[]>('/api/participant-room-wishes', {
    signal,
    query: { session: sessionId, position: readPosition() },
  });
}

/** `POST /api/participant-room-wishes`: replaces what was noted of one person's wishes. */
export const noteWishes = (request: LodgingWishesRequest) =>
  api.post<null>('/api/participant-room-wishes', request);
