import { parseConnectionId } from '@cenacle/shared-domain/responsibilities/rules';
import { describe, expect, it } from 'vitest';
import { moveServant } from './move-servant.ts';

const plan = [
  {
    id: { value: 'a' },
    session: { value: 's' },
    name: 'A',
    type: null,
    level: null,
    servants: [],
    branch: { value: 'k' },
  },
  {
    id: { value: 'b' },
    session: { value: 's' },
    branch: { value: 'k' },
    name: 'B',
    type: 'LEVEL_KEEPER' as const,
    level: null,
    servants: [
      { connectionId: 'b__I', level: 'I', user: { value: 'u' }, firstname: 'Ola', lastname: 'Nowak' },
    ],
  },
];

describe('Moving a servant in the responsibility plan', () => {
  it('takes him out of where he was and puts him into one level of another responsibility', () => {
    const moved = moveServant(plan, { userId: 'u', name: 'Ola Nowak', from: 'b__I' }, 'a', parseConnectionId);
    expect(moved[0]?.servants.map((s) => [s.connectionId, s.firstname, s.lastname])).toEqual([
      ['a', 'Ola', 'Nowak'],
    ]);
    expect(moved[1]?.servants).toEqual([]);
  });
  it('adds a servant from the pool to a level, and drops him back to the pool', () => {
    const added = moveServant(plan, { userId: 'v', name: 'Jan', from: null }, 'b__II', parseConnectionId);
    expect(added[1]?.servants.map((s) => s.connectionId)).toEqual(['b__I', 'b__II']);
    const back = moveServant(
      plan,
      { userId: 'u', name: 'Ola Nowak', from: 'b__I' },
      'pool',
      parseConnectionId,
    );
    expect(back[1]?.servants).toEqual([]);
  });
});
