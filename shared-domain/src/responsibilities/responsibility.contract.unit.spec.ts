import { describe, expect, it } from 'vitest';
import { UserResponsibilityRequestSchema } from './responsibility.contract.ts';

const id = '0b7e7c3e-2d4b-4e0a-9a7e-3c6f0a5d1b2c';
const base = { session: id, user: id };

describe('The connection id of a servant in a responsibility', () => {
  it('is a responsibility id, or one joined to a level by a double underscore', () => {
    expect(UserResponsibilityRequestSchema.parse({ ...base, id: id.toUpperCase() }).id).toEqual({
      responsibilityId: id,
      level: null,
    });
    expect(UserResponsibilityRequestSchema.parse({ ...base, id: `${id}__II` }).id).toEqual({
      responsibilityId: id,
      level: 'II',
    });
  });
  it('refuses anything else as a Pattern error on id', () => {
    for (const bad of ['nope', `${id}__`, `${id}__ `, `x__II`, `${id}__${'L'.repeat(101)}`]) {
      const result = UserResponsibilityRequestSchema.safeParse({ ...base, id: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['id']);
    }
    expect(UserResponsibilityRequestSchema.safeParse(base).error?.issues[0]?.message).toBe('NotNull');
  });
});
