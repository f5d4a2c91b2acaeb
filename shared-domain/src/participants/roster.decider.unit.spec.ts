import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import type { ParticipantDetails } from './participants.rules.ts';
import { type RegisterParticipant, type RosterEvent, rosterDecider } from './roster.decider.ts';

const spec = deciderSpec(rosterDecider);
const sessionId = '00000000-0000-4000-8000-000000000001';
const pid = (n: number) => `00000000-0000-4000-8000-1000000000${String(n).padStart(2, '0')}`;
const NOW = '2026-11-23T10:00:00.000Z';
const metadata = { userId: pid(99), now: NOW };

const details = (n: number, children = 0): ParticipantDetails => ({
  firstname: `Anna${n}`,
  lastname: 'Nowak',
  email: `anna${n}@example.org`,
  level: 'I',
  questions: [],
  children: Array.from({ length: children }, (_, i) => ({
    childId: pid(50 + n * 5 + i),
    firstname: 'Jaś',
    lastname: 'Nowak',
    age: 6,
    priceMinor: 5000,
  })),
  priceMinor: 30000,
});

const register = (
  n: number,
  window: { capacity: number | null; deadline: string | null } = { capacity: null, deadline: null },
  extra: Partial<RegisterParticipant['data']> = {},
): RegisterParticipant => ({
  type: 'RegisterParticipant',
  data: {
    ...details(n),
    sessionId,
    participantId: pid(n),
    source: 'FORM',
    userId: null,
    language: 'pl',
    window,
    ...extra,
  },
  metadata,
});

const registered = (n: number, waiting = false, children = 0): RosterEvent => ({
  type: 'ParticipantRegistered',
  data: {
    ...details(n, children),
    sessionId,
    participantId: pid(n),
    source: 'FORM',
    userId: null,
    language: 'pl',
    waiting,
  },
});

describe('The roster of a session', () => {
  it('registers a participant with a place while the session has room', () => {
    spec
      .given([])
      .when(register(1, { capacity: 2, deadline: null }))
      .then([registered(1)]);
  });

  it('puts a registration on the waiting list once the places are taken, children counting as places', () => {
    spec
      .given([registered(1, false, 1)])
      .when(register(2, { capacity: 2, deadline: null }))
      .then([registered(2, true)]);
  });

  it('never lets a later registration overtake one already waiting', () => {
    spec
      .given([registered(1), registered(2, true, 2)])
      .when(register(3, { capacity: 3, deadline: null }))
      .then([registered(3, true)]);
  });

  it('refuses the public form after the deadline, but not staff or the import', () => {
    const closed = { capacity: null, deadline: '2026-11-22T23:59:59.000Z' };
    spec.given([]).when(register(1, closed)).thenThrows('REGISTRATION_CLOSED');
    const staff = register(1, closed, { source: 'STAFF' });
    expect(rosterDecider.decide(staff, rosterDecider.initialState())).toHaveLength(1);
  });

  it('refuses a second registration of the same address, whatever its case and spaces', () => {
    spec
      .given([registered(1)])
      .when(register(2, undefined, { email: ' ANNA1@example.org ' }))
      .thenThrows('ALREADY_REGISTERED');
  });

  it('frees the address of a cancelled registration', () => {
    spec
      .given([registered(1), { type: 'RegistrationCancelled', data: { sessionId, participantId: pid(1) } }])
      .when(register(2, undefined, { email: 'anna1@example.org' }))
      .then([
        { ...registered(2), data: { ...registered(2).data, email: 'anna1@example.org' } } as RosterEvent,
      ]);
  });

  it('promotes the first ones waiting who fit when a place frees up', () => {
    spec
      .given([registered(1), registered(2, true), registered(3, true)])
      .when({
        type: 'CancelRegistration',
        data: { sessionId, participantId: pid(1), window: { capacity: 1, deadline: null } },
        metadata,
      })
      .then([
        { type: 'RegistrationCancelled', data: { sessionId, participantId: pid(1) } },
        { type: 'ParticipantPromoted', data: { sessionId, participantId: pid(2) } },
      ]);
  });

  it('promotes no one when the first one waiting needs more places than freed', () => {
    spec
      .given([registered(1), registered(2, true, 1), registered(3, true)])
      .when({
        type: 'CancelRegistration',
        data: { sessionId, participantId: pid(1), window: { capacity: 1, deadline: null } },
        metadata,
      })
      .then([{ type: 'RegistrationCancelled', data: { sessionId, participantId: pid(1) } }]);
  });

  it('cancels a registration once', () => {
    spec
      .given([registered(1), { type: 'RegistrationCancelled', data: { sessionId, participantId: pid(1) } }])
      .when({
        type: 'CancelRegistration',
        data: { sessionId, participantId: pid(1), window: { capacity: null, deadline: null } },
        metadata,
      })
      .thenThrows('REGISTRATION_CANCELLED');
  });

  it('confirms presence once; confirming again changes nothing', () => {
    const confirm = {
      type: 'ConfirmPresence' as const,
      data: { sessionId, participantId: pid(1) },
      metadata,
    };
    spec
      .given([registered(1)])
      .when(confirm)
      .then([{ type: 'PresenceConfirmed', data: confirm.data }]);
    spec
      .given([registered(1), { type: 'PresenceConfirmed', data: confirm.data }])
      .when(confirm)
      .thenNothingHappened();
    spec.given([]).when(confirm).thenThrows('NOT_FOUND');
  });

  it('keeps the places taken right when a participant adds children', () => {
    const events: RosterEvent[] = [
      registered(1),
      { type: 'ParticipantChanged', data: { ...details(1, 1), sessionId, participantId: pid(1) } },
    ];
    const state = events.reduce(rosterDecider.evolve, rosterDecider.initialState());
    expect(state.taken).toBe(2);
  });

  describe('servants, own presence and the index book', () => {
    const servantId = pid(90);
    const servant: RosterEvent = {
      type: 'ParticipantRegistered',
      data: {
        ...details(9),
        sessionId,
        participantId: pid(9),
        source: 'STAFF',
        userId: servantId,
        language: 'pl',
        waiting: false,
      },
    };
    const window = { capacity: 1, deadline: null };

    it('registers a servant’s account once', () => {
      spec
        .given([servant])
        .when(register(10, undefined, { userId: servantId, source: 'STAFF' }))
        .thenThrows('ALREADY_REGISTERED');
    });

    it('takes a servant off by his account, and the first one waiting gets the place', () => {
      spec
        .given([servant, registered(2, true)])
        .when({ type: 'WithdrawServant', data: { sessionId, userId: servantId, window }, metadata })
        .then([
          { type: 'RegistrationCancelled', data: { sessionId, participantId: pid(9) } },
          { type: 'ParticipantPromoted', data: { sessionId, participantId: pid(2) } },
        ]);
      spec
        .given([registered(1)])
        .when({ type: 'WithdrawServant', data: { sessionId, userId: servantId, window }, metadata })
        .thenThrows('NOT_FOUND');
    });

    it('confirms a person’s own presence by account, else by address', () => {
      const own = (userId: string, email: string) =>
        ({ type: 'ConfirmOwnPresence', data: { sessionId, userId, email }, metadata }) as const;
      spec
        .given([servant])
        .when(own(servantId, 'other@example.org'))
        .then([{ type: 'PresenceConfirmed', data: { sessionId, participantId: pid(9) } }]);
      spec
        .given([registered(1)])
        .when(own(pid(91), ' ANNA1@example.org'))
        .then([{ type: 'PresenceConfirmed', data: { sessionId, participantId: pid(1) } }]);
      spec
        .given([registered(1)])
        .when(own(pid(91), 'nobody@example.org'))
        .thenThrows('NOT_FOUND');
    });

    it('records the index book entry only of a participant who came', () => {
      const entry = {
        level: 'I',
        season: 'WINTER',
        date: '2026-12-10',
        place: 'Kraków',
        branchId: pid(80),
      } as const;
      const save = {
        type: 'SaveIndexEntry',
        data: { sessionId, email: 'anna1@example.org', ...entry },
        metadata,
      } as const;
      spec
        .given([registered(1)])
        .when(save)
        .thenThrows('PRESENCE_NOT_CONFIRMED');
      spec
        .given([registered(1), { type: 'PresenceConfirmed', data: { sessionId, participantId: pid(1) } }])
        .when(save)
        .then([{ type: 'IndexEntrySaved', data: { sessionId, participantId: pid(1), ...entry } }]);
    });
  });

  describe("when a child's id is already taken", () => {
    const withChildren = (n: number, children: ParticipantDetails['children']) => ({
      ...register(n),
      data: { ...register(n).data, children },
    });
    const child = (id: string) => ({
      childId: id,
      firstname: 'Jaś',
      lastname: 'Nowak',
      age: 6,
      priceMinor: 0,
    });
    const taken = registered(1, false, 1);
    const takenId = pid(55);

    it("refuses a registration naming another registration's child, even a cancelled one's", () => {
      spec
        .given([taken])
        .when(withChildren(2, [child(takenId)]))
        .thenThrows('ALREADY_EXISTS');
      spec
        .given([taken, { type: 'RegistrationCancelled', data: { sessionId, participantId: pid(1) } }])
        .when(withChildren(2, [child(takenId)]))
        .thenThrows('ALREADY_EXISTS');
    });

    it('refuses a list naming one child twice', () => {
      spec
        .given([])
        .when(withChildren(2, [child(pid(70)), child(pid(70))]))
        .thenThrows('ALREADY_EXISTS');
    });

    it('lets a correction name its own children again', () => {
      const {
        waiting: _w,
        source: _s,
        userId: _u,
        language: _l,
        ...data
      } = taken.data as Extract<RosterEvent, { type: 'ParticipantRegistered' }>['data'];
      spec
        .given([taken])
        .when({ type: 'ChangeParticipant', data, metadata })
        .then([{ type: 'ParticipantChanged', data }]);
    });
  });
});
