import { randomUUID } from 'node:crypto';
import { type LodgingEvent, lodgingEvents, lodgingStream } from '@cenacle/shared-domain/lodging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { roomAssignmentsProjector } from './room-assignments.projection.ts';

type PersonType = 'participant' | 'child' | 'servant';
const at = (minute: number) => `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`;
const person = (type: PersonType, id: string) => ({ type, id });

function assigned(
  sessionId: string,
  who: { type: PersonType; id: string },
  roomId: string,
  fromRoomId: string | null,
  minute = 0,
): GivenEvent<LodgingEvent> {
  return {
    stream: lodgingStream(sessionId),
    at: at(minute),
    type: 'PersonAssignedToRoom',
    data: { sessionId, person: who, roomId, fromRoomId },
  };
}
function removed(
  sessionId: string,
  who: { type: PersonType; id: string },
  roomId: string,
): GivenEvent<LodgingEvent> {
  return {
    stream: lodgingStream(sessionId),
    type: 'PersonRemovedFromRoom',
    data: { sessionId, person: who, roomId },
  };
}
function wishes(
  sessionId: string,
  who: { type: PersonType; id: string },
  values: { roommates?: { type: PersonType; id: string }[]; notWith?: { type: PersonType; id: string }[] } & {
    needsStepFree?: boolean;
    gender?: 'MALE' | 'FEMALE' | null;
  } = {},
): GivenEvent<LodgingEvent> {
  return {
    stream: lodgingStream(sessionId),
    type: 'LodgingWishesNoted',
    data: {
      sessionId,
      person: who,
      roommates: values.roommates ?? [],
      notWith: values.notWith ?? [],
      needsStepFree: values.needsStepFree ?? false,
      gender: values.gender ?? null,
    },
  };
}

const placed = (sessionId: string, type: PersonType, id: string, roomId: string, minute = 0) => ({
  session_id: sessionId,
  person_type: type,
  person_id: id,
  room_id: roomId,
  assigned_at: new Date(at(minute)),
});
describe('The room assignments read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<LodgingEvent>(() => env, {
    projectors: [roomAssignmentsProjector],
    events: lodgingEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('room_assignments');
  });
  afterAll(() => env?.close());

  it('keeps one row per placed person, a child and a participant with one id apart', async () => {
    const [sessionId, id, room] = [randomUUID(), randomUUID(), randomUUID()];
    await spec
      .given(
        assigned(sessionId, person('participant', id), room, null),
        assigned(sessionId, person('child', id), room, null, 1),
      )
      .thenRows('room_assignments', { session_id: sessionId }, [
        placed(sessionId, 'child', id, room, 1),
        placed(sessionId, 'participant', id, room),
      ]);
  });

  it('moves a person in place and forgets one removed from their room', async () => {
    const [sessionId, anna, jan, room1, room2] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    await spec
      .given(
        assigned(sessionId, person('participant', anna), room1, null),
        assigned(sessionId, person('servant', jan), room1, null),
      )
      .when(assigned(sessionId, person('participant', anna), room2, room1, 3))
      .when(removed(sessionId, person('servant', jan), room1))
      .thenRows('room_assignments', { session_id: sessionId }, [
        placed(sessionId, 'participant', anna, room2, 3),
      ]);
  });

  it('keeps the last wishes noted for each person, as person keys', async () => {
    const [sessionId, anna, kid, jan] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const who = person('participant', anna);
    await spec
      .given(wishes(sessionId, who, { roommates: [person('child', kid)], gender: 'FEMALE' }))
      .when(
        wishes(sessionId, who, { notWith: [person('servant', jan)], needsStepFree: true, gender: 'FEMALE' }),
      )
      .thenRows('lodging_wishes', { session_id: sessionId }, [
        {
          session_id: sessionId,
          person_type: 'participant',
          person_id: anna,
          roommates: [],
          not_with: [`servant:${jan}`],
          needs_step_free: true,
          gender: 'FEMALE',
        },
      ]);
  });

  it('keeps the rooms of one session apart from another', async () => {
    const [first, second, anna, room1, room2] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const step = spec.given(
      assigned(first, person('participant', anna), room1, null),
      assigned(second, person('participant', anna), room2, null),
    );
    await step.thenRows(
      'room_assignments',
      { person_id: anna },
      [placed(first, 'participant', anna, room1), placed(second, 'participant', anna, room2)].sort((a, b) =>
        a.session_id.localeCompare(b.session_id),
      ),
    );
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [sessionId, anna, kid, room1, room2] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const live = await spec
      .given(
        assigned(sessionId, person('participant', anna), room1, null),
        assigned(sessionId, person('child', kid), room1, null),
        wishes(sessionId, person('participant', anna), { roommates: [person('child', kid)] }),
      )
      .when(
        assigned(sessionId, person('child', kid), room2, room1, 2),
        removed(sessionId, person('participant', anna), room1),
      )
      .thenRebuildEqualsLive();
    const ours = live.room_assignments?.filter((r) => (r as { session_id: string }).session_id === sessionId);
    expect(ours).toEqual([placed(sessionId, 'child', kid, room2, 2)]);
  });
});
