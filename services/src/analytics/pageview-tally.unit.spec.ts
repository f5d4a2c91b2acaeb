import { MAX_PATHS_PER_COUNT, OTHER_PAGES } from '@cenacle/shared-domain/analytics';
import { describe, expect, it } from 'vitest';
import { PageviewTally } from './pageview-tally.ts';

describe('The pageview tally of an API process', () => {
  it('counts views per day and path, and starts again once drained', () => {
    const tally = new PageviewTally();
    tally.add('2026-11-24', '/');
    tally.add('2026-11-24', '/');
    tally.add('2026-11-24', '/schedule');
    tally.add('2026-11-23', '/');
    expect(tally.drain()).toEqual([
      { day: '2026-11-23', counts: [{ path: '/', views: 1 }] },
      {
        day: '2026-11-24',
        counts: [
          { path: '/', views: 2 },
          { path: '/schedule', views: 1 },
        ],
      },
    ]);
    expect(tally.isEmpty).toBe(true);
    expect(tally.drain()).toEqual([]);
  });

  it(`keeps at most ${MAX_PATHS_PER_COUNT} paths a day; further ones count as ${OTHER_PAGES}`, () => {
    const tally = new PageviewTally();
    for (let i = 0; i < MAX_PATHS_PER_COUNT + 50; i++) tally.add('2026-11-24', `/p${i}`);
    tally.add('2026-11-24', '/p0'); // a path it already has is still counted as itself
    tally.add('2026-11-25', '/p9999'); // another day has room of its own
    const [day, next] = tally.drain();
    expect(day?.counts).toHaveLength(MAX_PATHS_PER_COUNT + 1);
    expect(day?.counts.find((c) => c.path === '/p0')?.views).toBe(2);
    expect(day?.counts.find((c) => c.path === OTHER_PAGES)?.views).toBe(50);
    expect(next).toEqual({ day: '2026-11-25', counts: [{ path: '/p9999', views: 1 }] });
  });
});
