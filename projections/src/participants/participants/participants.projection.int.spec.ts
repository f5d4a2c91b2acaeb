import { randomUUID } from 'node:crypto';
import {
  type ParticipantRegistered,
  participantsEvents,
  type RosterEvent,
  rosterStream,
} from '@cenacle/shared-domain/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { participantsProjector } from './participants.projection.ts';

const registeredAt = '2026-11-29T09:00:00.000Z';
const changedAt = '2026-11-29T10:00:00.000Z';

type Details = Partial<ParticipantRegistered['data']> & { sessionId: string; participantId: string };

function registered(details: Details, at = registeredAt): GivenEvent<RosterEvent> {
  return {
    stream: rosterStream(details.sessionId),
    at,
    type: 'ParticipantRegistered',
    data: {
      firstname: 'Anna',
      lastname: 'Nowak',
      email: 'anna@example.org',
      level: 'I',
      questions: [],
      children: [],
      priceMinor: 50_000,
      source: 'FORM',
      userId: null,
      language: 'pl',
      waiting: false,
      ...details,
    },
  };
}

/** The participants row the defaults above give, registered at `registeredAt` and untouched since. */
function row(sessionId: string, id: string, columns: Record<string, unknown> = {}) {
  return {
    id,
    session_id: sessionId,
    firstname: 'Anna',
    lastname: 'Nowak',
    email: 'anna@example.org',
    level: 'I',
    questions: [],
    status: 'REGISTERED',
    presence: false,
    price_minor: 50_000,
    source: 'FORM',
    user_id: null,
    language: 'pl',
    index_entry: null,
    registered_at: new Date(registeredAt),
    updated_at: new Date(registeredAt),
    ...columns,
  };
}

const child = (childId: string, firstname: string, age: number, priceMinor = 10_000) => ({
  childId,
  firstname,
  lastname: 'Nowak',
  age,
  priceMinor,
});

describe('The participants read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<RosterEvent>(() => env, {
    projectors: [participantsProjector],
    events: participantsEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('participants');
  });
  afterAll(() => env?.close());

  it('stores a registration with its answers and children in the order entered, and a full session’s as waiting', async () => {
    const [sessionId, anna, jan, question] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const [ola, piotr] = [randomUUID(), randomUUID()];
    const step = spec.given(
      registered({
        sessionId,
        participantId: anna,
        questions: [{ id: question, value: 'wegetariańska' }],
        children: [child(piotr, 'Piotr', 9), child(ola, 'Ola', 4, 5_000)],
        priceMinor: 65_000,
        userId: null,
        language: 'uk',
      }),
      registered({
        sessionId,
        participantId: jan,
        firstname: 'Jan',
        email: 'jan@example.org',
        source: 'STAFF',
        userId: jan,
        waiting: true,
      }),
    );
    await step.thenRows('participants', { session_id: sessionId }, [
      ...[
        row(sessionId, anna, {
          questions: [{ id: question, value: 'wegetariańska' }],
          price_minor: 65_000,
          language: 'uk',
        }),
        row(sessionId, jan, {
          firstname: 'Jan',
          email: 'jan@example.org',
          status: 'WAITING',
          source: 'STAFF',
          user_id: jan,
        }),
      ].sort((a, b) => a.id.localeCompare(b.id)),
    ]);
    await step.thenRows('participant_children', { session_id: sessionId }, [
      ...[
        { id: piotr, participant_id: anna, session_id: sessionId, firstname: 'Piotr' },
        { id: ola, participant_id: anna, session_id: sessionId, firstname: 'Ola' },
      ]
        .map((c, ordinal) => ({
          ...c,
          lastname: 'Nowak',
          age: c.firstname === 'Piotr' ? 9 : 4,
          price_minor: c.firstname === 'Piotr' ? 10_000 : 5_000,
          ordinal,
        }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    ]);
  });

  it('replaces the details and the children as a whole when a registration is corrected', async () => {
    const [sessionId, anna, kept, dropped, added] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const step = spec
      .given(
        registered({
          sessionId,
          participantId: anna,
          children: [child(kept, 'Ola', 4), child(dropped, 'Ewa', 7)],
        }),
      )
      .when({
        stream: rosterStream(sessionId),
        at: changedAt,
        type: 'ParticipantChanged',
        data: {
          sessionId,
          participantId: anna,
          firstname: 'Anna Maria',
          lastname: 'Kowalska',
          email: 'am@example.org',
          level: 'II',
          questions: [],
          children: [child(added, 'Kuba', 2, 0), child(kept, 'Ola', 5)],
          priceMinor: 70_000,
        },
      });
    await step.thenRows('participants', { id: anna }, [
      row(sessionId, anna, {
        firstname: 'Anna Maria',
        lastname: 'Kowalska',
        email: 'am@example.org',
        level: 'II',
        price_minor: 70_000,
        updated_at: new Date(changedAt),
      }),
    ]);
    const children = await step.read((e) =>
      e.db
        .selectFrom('participant_children')
        .select(['id', 'firstname', 'age', 'price_minor', 'ordinal'])
        .where('participant_id', '=', anna)
        .orderBy('ordinal')
        .execute(),
    );
    expect(children).toEqual([
      { id: added, firstname: 'Kuba', age: 2, price_minor: 0, ordinal: 0 },
      { id: kept, firstname: 'Ola', age: 5, price_minor: 10_000, ordinal: 1 },
    ]);
  });

  it('follows a registration through cancellation, promotion, presence and its index entry', async () => {
    const [sessionId, waiting, cancelled, branchId] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const stream = rosterStream(sessionId);
    const ref = (participantId: string) => ({ sessionId, participantId });
    const at = (minute: number) => `2026-11-29T11:${String(minute).padStart(2, '0')}:00.000Z`;
    const step = spec
      .given(
        registered({ sessionId, participantId: cancelled }),
        registered({ sessionId, participantId: waiting, waiting: true }),
      )
      .when({ stream, at: at(1), type: 'RegistrationCancelled', data: ref(cancelled) })
      .when({ stream, at: at(2), type: 'ParticipantPromoted', data: ref(waiting) })
      .when(
        { stream, at: at(3), type: 'PresenceConfirmed', data: ref(waiting) },
        {
          stream,
          at: at(4),
          type: 'IndexEntrySaved',
          data: {
            ...ref(waiting),
            level: 'I',
            season: 'SUMMER',
            date: '2026-07-10',
            place: 'Kraków',
            branchId,
          },
        },
      );
    await step.thenRows('participants', { id: cancelled }, [
      row(sessionId, cancelled, { status: 'CANCELLED', updated_at: new Date(at(1)) }),
    ]);
    await step.thenRows('participants', { id: waiting }, [
      row(sessionId, waiting, {
        status: 'REGISTERED',
        presence: true,
        index_entry: { level: 'I', season: 'SUMMER', date: '2026-07-10', place: 'Kraków', branchId },
        updated_at: new Date(at(4)),
      }),
    ]);
  });

  it('keeps the last values of a registration the log names twice, and the first child of an id a list repeats', async () => {
    // Both written before the roster refused them: the projector must still store them.
    const [sessionId, anna, twin, other] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const twice = spec.given(
      registered({ sessionId, participantId: anna, children: [child(twin, 'Ola', 4)] }),
      registered(
        {
          sessionId,
          participantId: anna,
          firstname: 'Anka',
          children: [child(twin, 'Ola', 4), child(twin, 'Ala', 5), child(other, 'Ewa', 7)],
        },
        changedAt,
      ),
    );
    const anka = row(sessionId, anna, {
      firstname: 'Anka',
      registered_at: new Date(changedAt),
      updated_at: new Date(changedAt),
    });
    await twice.thenRows('participants', { session_id: sessionId }, [anka]);
    const kids = (firstname: string, id: string, age: number, ordinal: number) => ({
      id,
      participant_id: anna,
      session_id: sessionId,
      firstname,
      lastname: 'Nowak',
      age,
      price_minor: 10_000,
      ordinal,
    });
    await twice.thenRows(
      'participant_children',
      { session_id: sessionId },
      [kids('Ola', twin, 4, 0), kids('Ewa', other, 7, 2)].sort((a, b) => a.id.localeCompare(b.id)),
    );
    // Once more in a later batch, as a replay of an import could bring it: the children go.
    const thrice = twice.when(
      registered({ sessionId, participantId: anna, firstname: 'Anka', children: [] }, changedAt),
    );
    await thrice.thenRows('participants', { session_id: sessionId }, [anka]);
    await thrice.thenRows('participant_children', { session_id: sessionId }, []);
  });

  it('keeps the same child id in two sessions apart', async () => {
    const [first, second, anna, jan, kid] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    const step = spec.given(
      registered({ sessionId: first, participantId: anna, children: [child(kid, 'Ola', 4)] }),
      registered({ sessionId: second, participantId: jan, children: [child(kid, 'Ola', 4)] }),
    );
    const holders = await step.read((e) =>
      e.db
        .selectFrom('participant_children')
        .select(['session_id', 'participant_id'])
        .where('id', '=', kid)
        .execute(),
    );
    expect(holders).toHaveLength(2);
    expect(new Set(holders.map((h) => h.participant_id))).toEqual(new Set([anna, jan]));
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [sessionId, anna, jan, kid] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const stream = rosterStream(sessionId);
    const live = await spec
      .given(
        registered({ sessionId, participantId: anna, children: [child(kid, 'Ola', 4)] }),
        registered({ sessionId, participantId: jan, firstname: 'Jan', waiting: true }),
      )
      .when({
        stream,
        at: changedAt,
        type: 'RegistrationCancelled',
        data: { sessionId, participantId: anna },
      })
      .when({ stream, at: changedAt, type: 'ParticipantPromoted', data: { sessionId, participantId: jan } })
      .thenRebuildEqualsLive();
    const ours = live.participants?.filter((p) => (p as { session_id: string }).session_id === sessionId);
    expect(ours?.map((p) => (p as { status: string }).status).sort()).toEqual(['CANCELLED', 'REGISTERED']);
  });
});
