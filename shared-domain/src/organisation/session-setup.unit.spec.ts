import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { defaultRegistrationLink, isRegistrationLink } from './public-session.rules.ts';
import { schoolSessionDecider } from './school-session.decider.ts';
import { sessionPriceDecider } from './session-price.decider.ts';
import { priceAppliesTo, type SessionPriceEntry, sessionPriceMinor } from './session-price.rules.ts';

const metadata = { userId: 'u', now: '2026-11-24T10:00:00.000Z' };
const session = {
  sessionId: 's1',
  branchId: 'b1',
  season: 'SUMMER' as const,
  dateFrom: '2027-07-01',
  dateTo: '2027-07-10',
  levels: [{ name: 'I' }],
};
const created = { type: 'SchoolSessionCreated' as const, data: session };
const deleted = { type: 'SchoolSessionDeleted' as const, data: { sessionId: 's1' } };
const publicPage = {
  sessionId: 's1',
  photo: null,
  address: 'Dom rekolekcyjny, Kraków',
  contact: null,
  description: null,
  registrationLink: defaultRegistrationLink('s1'),
  retreatCenterId: null,
  registrationDeadline: '2027-06-20T22:00:00.000Z',
  capacity: 40,
};

describe('School session', () => {
  describe('when it is edited', () => {
    it('records every field as it now stands', () => {
      const changed = { ...session, season: 'AUTUMN' as const, levels: [{ name: 'I' }, { name: 'II' }] };
      deciderSpec(schoolSessionDecider)
        .given([created])
        .when({ type: 'ChangeSchoolSession', data: { ...changed, expectedVersion: 1 }, metadata })
        .then([{ type: 'SchoolSessionChanged', data: changed }]);
    });
    it('is changed only from the version it stands at, whatever its public page saved', () => {
      const autumn = { ...session, season: 'AUTUMN' as const };
      const page = { type: 'PublicSessionSaved' as const, data: publicPage };
      const history = [created, page, { type: 'SchoolSessionChanged' as const, data: autumn }];
      deciderSpec(schoolSessionDecider)
        .given(history)
        .when({ type: 'ChangeSchoolSession', data: { ...session, expectedVersion: 1 }, metadata })
        .thenThrows('DOCUMENT_CHANGED');
      deciderSpec(schoolSessionDecider)
        .given(history)
        .when({ type: 'ChangeSchoolSession', data: { ...session, expectedVersion: null }, metadata })
        .thenThrows('VERSION_REQUIRED');
      deciderSpec(schoolSessionDecider)
        .given(history)
        .when({ type: 'ChangeSchoolSession', data: { ...session, expectedVersion: 2 }, metadata })
        .then([{ type: 'SchoolSessionChanged', data: session }]);
    });
    it('records nothing when nothing changed', () => {
      deciderSpec(schoolSessionDecider)
        .given([created])
        .when({ type: 'ChangeSchoolSession', data: { ...session, expectedVersion: null }, metadata })
        .thenNothingHappened();
    });
    it('refuses reversed dates, an unknown and a deleted session', () => {
      deciderSpec(schoolSessionDecider)
        .given([created])
        .when({
          type: 'ChangeSchoolSession',
          data: { ...session, dateTo: '2027-06-01', expectedVersion: 1 },
          metadata,
        })
        .thenThrows('SESSION_DATES_REVERSED');
      deciderSpec(schoolSessionDecider)
        .given([])
        .when({ type: 'ChangeSchoolSession', data: { ...session, expectedVersion: 1 }, metadata })
        .thenThrows('NOT_FOUND');
      deciderSpec(schoolSessionDecider)
        .given([created, deleted])
        .when({ type: 'ChangeSchoolSession', data: { ...session, expectedVersion: 1 }, metadata })
        .thenThrows('NOT_FOUND');
    });
  });

  describe('when it is deleted', () => {
    it('is deleted as an event, once', () => {
      deciderSpec(schoolSessionDecider)
        .given([created])
        .when({ type: 'DeleteSchoolSession', data: { sessionId: 's1' }, metadata })
        .then([deleted]);
      deciderSpec(schoolSessionDecider)
        .given([created, deleted])
        .when({ type: 'DeleteSchoolSession', data: { sessionId: 's1' }, metadata })
        .thenThrows('NOT_FOUND');
    });
    it('can no longer be published', () => {
      deciderSpec(schoolSessionDecider)
        .given([created, deleted])
        .when({ type: 'SavePublicSession', data: { ...publicPage, expectedVersion: null }, metadata })
        .thenThrows('NOT_FOUND');
    });
  });

  it('publishes its public page, and keeps it in the state', () => {
    deciderSpec(schoolSessionDecider)
      .given([created])
      .when({ type: 'SavePublicSession', data: { ...publicPage, expectedVersion: null }, metadata })
      .then([{ type: 'PublicSessionSaved', data: publicPage }]);
    const state = [created, { type: 'PublicSessionSaved' as const, data: publicPage }].reduce(
      schoolSessionDecider.evolve,
      schoolSessionDecider.initialState(),
    );
    expect(state).toMatchObject({
      status: 'planned',
      publicSession: { capacity: 40 },
      publicSessionVersion: 1,
    });
  });

  it('saves its page again only from the version the page stands at, whatever else the session saved', () => {
    const published = { type: 'PublicSessionSaved' as const, data: publicPage };
    const changed = { type: 'SchoolSessionChanged' as const, data: created.data };
    const bigger = { ...publicPage, capacity: 60 };
    // The session's own save does not move the page's version.
    deciderSpec(schoolSessionDecider)
      .given([created, published, changed])
      .when({ type: 'SavePublicSession', data: { ...bigger, expectedVersion: 1 }, metadata })
      .then([{ type: 'PublicSessionSaved', data: bigger }]);
    deciderSpec(schoolSessionDecider)
      .given([created, published, { type: 'PublicSessionSaved', data: bigger }])
      .when({ type: 'SavePublicSession', data: { ...publicPage, expectedVersion: 1 }, metadata })
      .thenThrows('DOCUMENT_CHANGED');
    deciderSpec(schoolSessionDecider)
      .given([created, published])
      .when({ type: 'SavePublicSession', data: { ...bigger, expectedVersion: null }, metadata })
      .thenThrows('VERSION_REQUIRED');
    // The page as it stands, sent again: nothing to refuse.
    deciderSpec(schoolSessionDecider)
      .given([created, published, { type: 'PublicSessionSaved', data: bigger }])
      .when({ type: 'SavePublicSession', data: { ...bigger, expectedVersion: 1 }, metadata })
      .then([]);
  });
});

describe('Session price', () => {
  const price = {
    priceId: 'p1',
    sessionId: 's1',
    type: 'FOOD' as const,
    valueMinor: 15000,
    description: 'Wyżywienie',
    ageFrom: null,
    ageTo: null,
  };
  const added = { type: 'SessionPriceAdded' as const, data: price };
  it('is added once', () => {
    deciderSpec(sessionPriceDecider)
      .given([])
      .when({ type: 'AddSessionPrice', data: price, metadata })
      .then([added]);
    deciderSpec(sessionPriceDecider)
      .given([added])
      .when({ type: 'AddSessionPrice', data: price, metadata })
      .thenThrows('ALREADY_EXISTS');
  });
  it('refuses an age range that ends before it starts', () => {
    deciderSpec(sessionPriceDecider)
      .given([])
      .when({ type: 'AddSessionPrice', data: { ...price, ageFrom: 10, ageTo: 3 }, metadata })
      .thenThrows('PRICE_AGES_REVERSED');
  });
  it('is changed, but stays in its session', () => {
    const changed = { ...price, valueMinor: 16000, ageFrom: 3, ageTo: 12 };
    deciderSpec(sessionPriceDecider)
      .given([added])
      .when({ type: 'ChangeSessionPrice', data: { ...changed, expectedVersion: 1 }, metadata })
      .then([{ type: 'SessionPriceChanged', data: changed }]);
    deciderSpec(sessionPriceDecider)
      .given([added])
      .when({
        type: 'ChangeSessionPrice',
        data: { ...price, sessionId: 's2', expectedVersion: 1 },
        metadata,
      })
      .thenThrows('PRICE_OF_ANOTHER_SESSION');
  });
  it('is changed only from the version it stands at', () => {
    const changed = { ...price, valueMinor: 16000 };
    const twice = [added, { type: 'SessionPriceChanged' as const, data: changed }];
    deciderSpec(sessionPriceDecider)
      .given(twice)
      .when({ type: 'ChangeSessionPrice', data: { ...price, valueMinor: 1, expectedVersion: 1 }, metadata })
      .thenThrows('DOCUMENT_CHANGED');
    deciderSpec(sessionPriceDecider)
      .given(twice)
      .when({
        type: 'ChangeSessionPrice',
        data: { ...price, valueMinor: 1, expectedVersion: null },
        metadata,
      })
      .thenThrows('VERSION_REQUIRED');
    deciderSpec(sessionPriceDecider)
      .given(twice)
      .when({ type: 'ChangeSessionPrice', data: { ...changed, expectedVersion: 1 }, metadata })
      .then([]);
  });
  it('is removed as an event, and cannot be changed or removed after', () => {
    const removed = { type: 'SessionPriceRemoved' as const, data: { priceId: 'p1', sessionId: 's1' } };
    deciderSpec(sessionPriceDecider)
      .given([added])
      .when({ type: 'RemoveSessionPrice', data: { priceId: 'p1' }, metadata })
      .then([removed]);
    deciderSpec(sessionPriceDecider)
      .given([added, removed])
      .when({ type: 'RemoveSessionPrice', data: { priceId: 'p1' }, metadata })
      .thenThrows('NOT_FOUND');
    deciderSpec(sessionPriceDecider)
      .given([added, removed])
      .when({ type: 'ChangeSessionPrice', data: { ...price, expectedVersion: 1 }, metadata })
      .thenThrows('NOT_FOUND');
  });
});

describe('Pricing from the price list', () => {
  const list: SessionPriceEntry[] = [
    { type: 'ACCOMMODATION', value: 300, ageFrom: null, ageTo: null },
    { type: 'FOOD', value: 150.5, ageFrom: null, ageTo: null },
    { type: 'DISCOUNT', value: 50, ageFrom: null, ageTo: null },
    { type: 'FOOD', value: 80, ageFrom: 3, ageTo: 12 },
    { type: 'ACCOMMODATION', value: 100, ageFrom: 13, ageTo: null },
    { type: 'DISCOUNT', value: 20, ageFrom: null, ageTo: 5 },
  ];
  it('charges an adult the prices without a range, less the discounts', () => {
    expect(sessionPriceMinor(list, { kind: 'adult' })).toBe(40050);
  });
  it('charges a child the prices whose range holds the age, ends included', () => {
    expect(sessionPriceMinor(list, { kind: 'child', age: 3 })).toBe(6000);
    expect(sessionPriceMinor(list, { kind: 'child', age: 12 })).toBe(8000);
    expect(sessionPriceMinor(list, { kind: 'child', age: 13 })).toBe(10000);
    expect(sessionPriceMinor(list, { kind: 'child', age: 1 })).toBe(0);
  });
  it('never charges less than nothing', () => {
    expect(
      sessionPriceMinor([{ type: 'DISCOUNT', value: 5, ageFrom: null, ageTo: null }], { kind: 'adult' }),
    ).toBe(0);
  });
  it('keeps adult prices away from children and child prices away from adults', () => {
    expect(priceAppliesTo(list[0] as SessionPriceEntry, { kind: 'child', age: 8 })).toBe(false);
    expect(priceAppliesTo(list[3] as SessionPriceEntry, { kind: 'adult' })).toBe(false);
  });
});

describe('Public session links', () => {
  it('defaults to the session registration page and accepts site paths or http(s) addresses', () => {
    expect(defaultRegistrationLink('abc')).toBe('/session-registration?session=abc');
    expect(isRegistrationLink('/session-registration?session=abc')).toBe(true);
    expect(isRegistrationLink('https://example.org/zapisy')).toBe(true);
    expect(isRegistrationLink('javascript:alert(1)')).toBe(false);
    expect(isRegistrationLink('//evil.example')).toBe(false);
    expect(isRegistrationLink('zapisy')).toBe(false);
  });
});
