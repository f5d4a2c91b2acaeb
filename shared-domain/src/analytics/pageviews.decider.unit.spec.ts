import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { PageviewRequestSchema } from './analytics.contract.ts';
import {
  addDays,
  daysBetween,
  isPagePath,
  MAX_PATHS_PER_COUNT,
  OTHER_PAGES,
  withoutQuery,
} from './analytics.rules.ts';
import { boundedCounts, type PageviewsCounted, pageviewsDecider } from './pageviews.decider.ts';

const metadata = { userId: '00000000-0000-0000-0000-000000000000', now: '2026-11-24T10:00:00.000Z' };
const count = (counts: { path: string; views: number }[]) => ({
  type: 'CountPageviews' as const,
  data: { day: '2026-11-24', counts },
  metadata,
});
const counted = (counts: { path: string; views: number }[]): PageviewsCounted => ({
  type: 'PageviewsCounted',
  data: { day: '2026-11-24', counts },
});
const spec = deciderSpec(pageviewsDecider);

describe('A day of pageviews', () => {
  it('adds what an API process counted, busiest page first', () => {
    spec
      .given([counted([{ path: '/', views: 4 }])])
      .when(
        count([
          { path: '/about-us', views: 1 },
          { path: '/', views: 3 },
        ]),
      )
      .then([
        counted([
          { path: '/', views: 3 },
          { path: '/about-us', views: 1 },
        ]),
      ]);
  });
  it('counts nothing when nothing was seen', () => {
    spec.given([]).when(count([])).thenNothingHappened();
    spec
      .given([])
      .when(count([{ path: '/', views: 0 }]))
      .thenNothingHappened();
  });
  it('keeps its total', () => {
    const state = [counted([{ path: '/', views: 2 }]), counted([{ path: '/x', views: 5 }])].reduce(
      pageviewsDecider.evolve,
      pageviewsDecider.initialState(),
    );
    expect(state.views).toBe(7);
  });
});

describe('The counts of one event', () => {
  it('merge repeated paths and drop what is not a positive whole number', () => {
    expect(
      boundedCounts([
        { path: '/a', views: 2 },
        { path: '/a', views: 3 },
        { path: '/b', views: -1 },
        { path: '/c', views: 1.5 },
      ]),
    ).toEqual([{ path: '/a', views: 5 }]);
  });
  it(`keep the ${MAX_PATHS_PER_COUNT} busiest paths and count the rest as ${OTHER_PAGES}`, () => {
    const many = Array.from({ length: MAX_PATHS_PER_COUNT + 20 }, (_, i) => ({
      path: `/p${i}`,
      views: i < 10 ? 100 : 1,
    }));
    const bounded = boundedCounts([...many, { path: OTHER_PAGES, views: 7 }]);
    expect(bounded).toHaveLength(MAX_PATHS_PER_COUNT + 1);
    expect(bounded.slice(0, 10).every((c) => c.views === 100)).toBe(true);
    expect(bounded.at(-1)).toEqual({ path: OTHER_PAGES, views: 20 + 7 });
    const total = (list: { views: number }[]) => list.reduce((s, c) => s + c.views, 0);
    expect(total(bounded)).toBe(total(many) + 7);
  });
});

describe('Page paths', () => {
  it('are paths of this application only', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/schedule/2026-11-24')).toBe(true);
    expect(isPagePath('//evil.example/x')).toBe(false);
    expect(isPagePath('/a//b')).toBe(false);
    expect(isPagePath('https://evil.example/')).toBe(false);
    expect(isPagePath('/a b')).toBe(false);
    expect(isPagePath('/a\\b')).toBe(false);
    expect(isPagePath(OTHER_PAGES)).toBe(false);
  });
  it('lose their query and fragment before they are counted', () => {
    expect(withoutQuery('/participants?session=1#top')).toBe('/participants');
    expect(withoutQuery('/a#x?y')).toBe('/a');
    expect(PageviewRequestSchema.parse({ path: ' /blog?page=2 ' })).toEqual({ path: '/blog' });
    expect(PageviewRequestSchema.safeParse({ path: '?only=query' }).success).toBe(false);
    expect(PageviewRequestSchema.safeParse({ path: `/${'x'.repeat(300)}` }).success).toBe(false);
  });
  it('count days in UTC', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(0);
  });
});
