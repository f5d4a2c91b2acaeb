import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPositions, readPosition, rememberPosition } from '../kit/src/query/read-your-writes.ts';

describe('Read your writes', () => {
  beforeEach(() => forgetPositions());

  it('passes on the newest log position it heard of', () => {
    rememberPosition('10.3');
    rememberPosition('9.99');
    expect(readPosition()).toBe('10.3');
    rememberPosition('10.12');
    expect(readPosition()).toBe('10.12');
  });

  it('compares positions as numbers, not text', () => {
    rememberPosition('9.0');
    rememberPosition('10.0');
    expect(readPosition()).toBe('10.0');
  });

  it('ignores what is not a position', () => {
    rememberPosition('abc');
    expect(readPosition()).toBeUndefined();
  });
});
