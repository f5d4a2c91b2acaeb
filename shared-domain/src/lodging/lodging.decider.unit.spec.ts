import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { type LodgingEvent, lodgingDecider } from './lodging.decider.ts';
import type { PersonRef } from './lodging.rules.ts';

const sessionId = '00000000-0000-4000-8000-000000000001';
const [roomA, roomB] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
const anna: PersonRef = { type: 'participant', id: '00000000-0000-4000-8000-0000000000a1' };
const kid: PersonRef = { type: 'child', id: '00000000-0000-4000-8000-0000000000c1' };
const metadata = { userId: '00000000-0000-4000-8000-0000000000ff', now: '2026-11-24T10:00:00.000Z' };
const spec = deciderSpec(lodgingDecider);

const assigned = (person: PersonRef, roomId: string, fromRoomId: string | null = null): LodgingEvent => ({
  type: 'PersonAssignedToRoom',
  data: { sessionId, person, roomId, fromRoomId },
});

describe('Lodging of a session', () => {
  describe('when a person is dropped into a room', () => {
    it('places someone from the pool', () => {
      spec
        .given([])
        .when({ type: 'AssignPersonToRoom', data: { sessionId, person: anna, roomId: roomA }, metadata })
        .then([assigned(anna, roomA)]);
    });
    it('moves someone between rooms in one event that names the room left', () => {
      spec
        .given([assigned(anna, roomA)])
        .when({ type: 'AssignPersonToRoom', data: { sessionId, person: anna, roomId: roomB }, metadata })
        .then([assigned(anna, roomB, roomA)]);
    });
    it('changes nothing when the person is already there', () => {
      spec
        .given([assigned(anna, roomA)])
        .when({ type: 'AssignPersonToRoom', data: { sessionId, person: anna, roomId: roomA }, metadata })
        .thenNothingHappened();
    });
    it('keeps a child and a participant with the same id apart', () => {
      const twin: PersonRef = { type: 'child', id: anna.id };
      spec
        .given([assigned(anna, roomA)])
        .when({ type: 'AssignPersonToRoom', data: { sessionId, person: twin, roomId: roomB }, metadata })
        .then([assigned(twin, roomB)]);
    });
  });

  describe('when a person is taken back to the pool', () => {
    it('removes them from the room named', () => {
      spec
        .given([assigned(kid, roomA)])
        .when({ type: 'RemovePersonFromRoom', data: { sessionId, person: kid, roomId: roomA }, metadata })
        .then([{ type: 'PersonRemovedFromRoom', data: { sessionId, person: kid, roomId: roomA } }]);
    });
    it('refuses when someone moved them meanwhile', () => {
      spec
        .given([assigned(kid, roomA), assigned(kid, roomB, roomA)])
        .when({ type: 'RemovePersonFromRoom', data: { sessionId, person: kid, roomId: roomA }, metadata })
        .thenThrows('NOT_IN_ROOM');
    });
  });

  describe('when a proposal is accepted', () => {
    it('places everyone at once', () => {
      spec
        .given([])
        .when({
          type: 'AcceptPlacements',
          data: {
            sessionId,
            placements: [
              { person: anna, roomId: roomA },
              { person: kid, roomId: roomB },
            ],
          },
          metadata,
        })
        .then([assigned(anna, roomA), assigned(kid, roomB)]);
    });
    it('refuses the whole batch when someone was placed since', () => {
      spec
        .given([assigned(kid, roomA)])
        .when({
          type: 'AcceptPlacements',
          data: {
            sessionId,
            placements: [
              { person: anna, roomId: roomA },
              { person: kid, roomId: roomB },
            ],
          },
          metadata,
        })
        .thenThrows('ALREADY_PLACED');
    });
    it('refuses a batch naming a person twice', () => {
      spec
        .given([])
        .when({
          type: 'AcceptPlacements',
          data: {
            sessionId,
            placements: [
              { person: anna, roomId: roomA },
              { person: anna, roomId: roomB },
            ],
          },
          metadata,
        })
        .thenThrows('ALREADY_PLACED');
    });
  });

  describe('when wishes are noted', () => {
    it('keeps each person once and never the person themselves', () => {
      spec
        .given([])
        .when({
          type: 'NoteLodgingWishes',
          data: {
            sessionId,
            person: anna,
            roommates: [kid, kid, anna],
            notWith: [anna],
            needsStepFree: true,
            gender: 'FEMALE',
          },
          metadata,
        })
        .then([
          {
            type: 'LodgingWishesNoted',
            data: {
              sessionId,
              person: anna,
              roommates: [kid],
              notWith: [],
              needsStepFree: true,
              gender: 'FEMALE',
            },
          },
        ]);
    });
  });
});
