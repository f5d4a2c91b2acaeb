import { describe, expect, it } from 'vitest';
import { buildingCounts, peopleCounts } from './lodging.rules.ts';

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
