import type { NotedWishesView, RoomPlannerPerson } from '@cenacle/shared-domain/lodging/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, toggle, wishesRequest } from './wishes.ts';

const person = (id: string, type: RoomPlannerPerson['type'] = 'participant'): RoomPlannerPerson => ({
  id: { value: id },
  type,
  firstname: id,
  lastname: 'Test',
  price: 0,
  age: -1,
  gender: null,
});
const anna = person('a');

describe('Lodging wishes in the planner', () => {
  it('starts from what was noted of the person, or from nothing', () => {
    const noted: NotedWishesView[] = [
      {
        person: { type: 'participant', id: 'a' },
        roommates: [{ type: 'child', id: 'c' }],
        notWith: [{ type: 'servant', id: 's' }],
        needsStepFree: true,
        gender: 'FEMALE',
      },
    ];
    const draft = draftOf(noted, anna);
    expect([...draft.roommates]).toEqual(['child:c']);
    expect([...draft.notWith]).toEqual(['servant:s']);
    expect(draft).toMatchObject({ needsStepFree: true, gender: 'FEMALE' });
    expect(draftOf(noted, person('b'))).toMatchObject({ needsStepFree: false, gender: '' });
  });
  it('never keeps someone both as a roommate and as "not with"', () => {
    let draft = draftOf([], anna);
    draft = toggle(draft, 'roommates', 'participant:b', true);
    draft = toggle(draft, 'notWith', 'participant:b', true);
    expect([...draft.roommates]).toEqual([]);
    expect([...draft.notWith]).toEqual(['participant:b']);
    draft = toggle(draft, 'notWith', 'participant:b', false);
    expect([...draft.notWith]).toEqual([]);
  });
  it('sends people as typed references, and no gender when it is left as registered', () => {
    const draft = toggle(draftOf([], anna), 'roommates', 'child:c', true);
    expect(wishesRequest('s1', anna, draft)).toEqual({
      session: 's1',
      person: { type: 'participant', id: 'a' },
      roommates: [{ type: 'child', id: 'c' }],
      notWith: [],
      needsStepFree: false,
      gender: null,
    });
  });
});
