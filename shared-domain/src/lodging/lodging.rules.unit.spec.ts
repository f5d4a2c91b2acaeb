import { describe, expect, it } from 'vitest';
import { buildingCounts, type PersonRef, peopleCounts, personKey, personOfKey } from './lodging.rules.ts';

const ID = '3f1c9a52-7d0e-4b8a-9c61-2e5f0d4a8b17';

describe('Person keys', () => {
  it('read back every person a key was made of', () => {
    const people: PersonRef[] = [
      { type: 'participant', id: ID },
      { type: 'child', id: ID },
      { type: 'servant', id: ID },
    ];
    for (const person of people) expect(personOfKey(personKey(person))).toEqual(person);
  });

  it('keep everything after the first colon as the id', () => {
    expect(personOfKey('child:a:b')).toEqual({ type: 'child', id: 'a:b' });
  });

  it('name nobody for what personKey could not have made', () => {
    for (const key of ['', ID, ':', `:${ID}`, 'participant:', `guest:${ID}`, `Participant:${ID}`]) {
      expect(personOfKey(key), key).toBeNull();
    }
  });
});

describe('The planner’s counts', () => {
  it('count people by type and by gender, an unknown gender apart', () => {
    expect(
      peopleCounts([
        { type: 'participant', gender: 'female' },
        { type: 'child', gender: null },
        { type: 'participant', gender: 'male' },
      ]),
    ).toEqual({ participant: 2, child: 1, servant: 0, male: 1, female: 1, unknown: 1 });
  });
  it('give a building’s free beds, and mattress spaces only in rooms not already over their beds', () => {
    const room = (beds: number, people: number, spaceForMattress: boolean) => ({
      beds,
      spaceForMattress,
      persons: Array.from({ length: people }),
    });
    expect(buildingCounts([room(3, 1, true), room(2, 3, true), room(2, 2, false)])).toEqual({
      freeBeds: 2,
      mattressSpaces: 1,
    });
  });
});
