import { describe, expect, it } from 'vitest';
import { summaryCounts } from './ParticipantSummary.tsx';

describe("The participants page's counts", () => {
  it('count servants apart from participants, and both in the total', () => {
    const counts = summaryCounts({
      participants: 12,
      servants: 3,
      children: 4,
      present: 5,
      waiting: 1,
      perLevel: [],
    });
    expect(counts).toEqual({ total: 12, participants: 9, servants: 3, children: 4, present: 5, waiting: 1 });
  });
});
