import { describe, expect, it } from 'vitest';
import { type PersonRef, personKey, personOfKey } from './lodging.rules.ts';

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
