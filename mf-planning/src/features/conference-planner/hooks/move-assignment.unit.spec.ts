import { describe, expect, it } from 'vitest';
import { moveAssignment } from './move-assignment.ts';

const conference = (id: string, servants: string[]) => ({
  id: { value: id },
  name: id,
  number: 1,
  lang: 'pl' as const,
  season: 'WINTER' as const,
  level: 'I',
  files: [],
  servants: servants.map((s) => ({ id: { value: s }, firstname: s, lastname: '' })),
  origins: [],
});

describe('Moving a servant between conferences', () => {
  const plan = [conference('a', ['u']), conference('b', [])];
  it('takes him off where he was and gives him the conference he was dropped on', () => {
    const moved = moveAssignment(plan, { userId: 'u', name: 'Ula Nowak', from: 'a' }, 'b');
    expect(moved.map((c) => c.servants.map((s) => [s.id.value, s.firstname, s.lastname]))).toEqual([
      [],
      [['u', 'Ula', 'Nowak']],
    ]);
  });
  it('adds from the pool once, and drops back to the pool', () => {
    const added = moveAssignment(plan, { userId: 'u', name: 'Ula', from: null }, 'a');
    expect(added[0]?.servants).toHaveLength(1);
    const back = moveAssignment(plan, { userId: 'u', name: 'Ula', from: 'a' }, 'pool');
    expect(back.every((c) => c.servants.length === 0)).toBe(true);
  });
});
