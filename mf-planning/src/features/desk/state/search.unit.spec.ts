import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { person } from './desk-fixtures.ts';
import { registrationTokenDigest } from './digest.ts';
import { findByTokenDigest, searchIndex, searchPeople } from './search.ts';

const people = [
  person('10000000-0000-4000-8000-000000000001', { firstname: 'Łukasz', lastname: 'Żółkiewski' }),
  person('10000000-0000-4000-8000-000000000002', { firstname: 'Anna', lastname: 'Kowalska-Nowak' }),
  person('10000000-0000-4000-8000-000000000003', {
    firstname: 'Jan',
    lastname: 'Kowal',
    children: [
      {
        id: '20000000-0000-4000-8000-000000000001',
        firstname: 'Zosia',
        lastname: 'Kowal',
        age: 5,
        checkedIn: false,
        pickupCodeDigest: null,
      },
    ],
    registrationTokenDigest: createHash('sha256').update('tok-9f8e7d6c5b4a39281706').digest('hex'),
  }),
];
const index = searchIndex(people);
const names = (query: string) => searchPeople(index, query).map((p) => p.firstname);

describe('Searching the roster', () => {
  it('finds by the start of any name, without diacritics, by last name', () => {
    expect(names('kowal')).toEqual(['Jan', 'Anna']);
    expect(names('lukasz zol')).toEqual(['Łukasz']);
    expect(names('nowak')).toEqual(['Anna']);
  });

  it('finds a parent by a child’s name, and nobody for an empty search', () => {
    expect(names('zosia')).toEqual(['Jan']);
    expect(names('   ')).toEqual([]);
  });

  it('finds the person whose confirmation mail’s token was scanned', async () => {
    const found = findByTokenDigest(people, await registrationTokenDigest('tok-9f8e7d6c5b4a39281706'));
    expect(found?.firstname).toBe('Jan');
    expect(findByTokenDigest(people, await registrationTokenDigest('revoked-or-unknown'))).toBeNull();
  });
});
