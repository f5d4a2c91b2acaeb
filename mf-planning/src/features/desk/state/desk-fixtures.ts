import type { DeskPerson, DeskRoster } from '@cenacle/shared-domain/desk/contracts';

/** Test data for the desk's unit specs: a roster of the people given. */
export function person(id: string, overrides: Partial<DeskPerson> = {}): DeskPerson {
  return {
    participantId: id,
    firstname: 'Anna',
    lastname: 'Kowalska',
    level: 'I',
    present: false,
    due: 300,
    paid: 0,
    room: '12',
    keyHandedOut: false,
    children: [],
    indexBookSaved: false,
    registrationTokenDigest: null,
    ...overrides,
  };
}

export function roster(people: readonly DeskPerson[]): DeskRoster {
  return {
    session: {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Zima',
      branch: 'Kraków',
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      levels: ['I', 'II'],
    },
    people: [...people],
    position: '10.10',
    loadedAt: '2026-11-29T10:00:00Z',
  };
}

let counter = 0;
/** A fresh canonical uuid (lower case, version 4 shape). */
export function uuid(): string {
  counter++;
  return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
}
