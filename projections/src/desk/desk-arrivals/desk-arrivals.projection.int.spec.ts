import { randomUUID } from 'node:crypto';
import { type DeskEvent, deskEvents, deskStream } from '@cenacle/shared-domain/desk';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { deskArrivalsProjector } from './desk-arrivals.projection.ts';

const at = (minute: number) => `2026-11-29T18:${String(minute).padStart(2, '0')}:00.000Z`;
const digest = (c: string) => c.repeat(64);

describe('The desk arrivals read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<DeskEvent>(() => env, {
    projectors: [deskArrivalsProjector],
    events: deskEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('desk_arrivals');
  });
  afterAll(() => env?.close());

  const event = (sessionId: string, minute: number, e: DeskEvent): GivenEvent<DeskEvent> => ({
    stream: deskStream(sessionId),
    at: at(minute),
    ...e,
  });

  it('keeps keys and token generations per registration, and children in the group with their digest', async () => {
    const [sessionId, anna, piotr, ola] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const step = spec
      .given(
        event(sessionId, 0, { type: 'KeyHandedOut', data: { sessionId, participantId: anna } }),
        event(sessionId, 1, {
          type: 'ChildCheckedIn',
          data: { sessionId, participantId: anna, childId: ola, pickupCodeDigest: digest('a') },
        }),
        event(sessionId, 2, {
          type: 'RegistrationTokenRevoked',
          data: { sessionId, participantId: piotr, generation: 1 },
        }),
      )
      .when(
        event(sessionId, 3, {
          type: 'RegistrationTokenRevoked',
          data: { sessionId, participantId: anna, generation: 1 },
        }),
      );
    await step.thenRows(
      'desk_arrivals',
      { session_id: sessionId },
      [
        {
          session_id: sessionId,
          participant_id: anna,
          key_handed_out: true,
          token_generation: 1,
          updated_at: new Date(at(3)),
        },
        {
          session_id: sessionId,
          participant_id: piotr,
          key_handed_out: false,
          token_generation: 1,
          updated_at: new Date(at(2)),
        },
      ].sort((a, b) => a.participant_id.localeCompare(b.participant_id)),
    );
    await step.thenRows('desk_children', { session_id: sessionId }, [
      {
        session_id: sessionId,
        child_id: ola,
        participant_id: anna,
        checked_in: true,
        pickup_code_digest: digest('a'),
        updated_at: new Date(at(1)),
      },
    ]);
  });

  it('forgets the digest when the child is checked out, and takes a new one at the next check-in', async () => {
    const [sessionId, anna, ola] = [randomUUID(), randomUUID(), randomUUID()];
    const checkIn = (minute: number, c: string) =>
      event(sessionId, minute, {
        type: 'ChildCheckedIn',
        data: { sessionId, participantId: anna, childId: ola, pickupCodeDigest: digest(c) },
      });
    const out = event(sessionId, 1, {
      type: 'ChildCheckedOut',
      data: { sessionId, participantId: anna, childId: ola, toParent: false },
    });
    const row = (checkedIn: boolean, pickupCodeDigest: string | null, minute: number) => ({
      session_id: sessionId,
      child_id: ola,
      participant_id: anna,
      checked_in: checkedIn,
      pickup_code_digest: pickupCodeDigest,
      updated_at: new Date(at(minute)),
    });
    const first = spec.given(checkIn(0, 'a')).when(out);
    await first.thenRows('desk_children', { session_id: sessionId }, [row(false, null, 1)]);
    const second = first.when(checkIn(2, 'b'));
    await second.thenRows('desk_children', { session_id: sessionId }, [row(true, digest('b'), 2)]);
    await second.thenRebuildEqualsLive();
  });
});
