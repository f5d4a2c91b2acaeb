import { analyticsEvents, type PageviewsEvent, pageviewsStream } from '@cenacle/shared-domain/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { pageVisitsProjector } from './page-visits.projection.ts';
import { countVisitedPages, listPageVisits } from './page-visits.queries.ts';

const INT4_MAX = 2_147_483_647;

function counted(day: string, counts: { path: string; views: number }[]): GivenEvent<PageviewsEvent> {
  return {
    stream: pageviewsStream(day),
    at: `${day}T23:59:00.000Z`,
    type: 'PageviewsCounted',
    data: { day, counts },
  };
}

/** Each spec counts its own days, so the rows it reads are its own. */
describe('The page visits read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<PageviewsEvent>(() => env, {
    projectors: [pageVisitsProjector],
    events: analyticsEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('page_visits');
  });
  afterAll(() => env?.close());

  it('stores the views of each path of a day', async () => {
    const day = '2031-01-01';
    await spec
      .given(
        counted(day, [
          { path: '/', views: 12 },
          { path: '/events', views: 3 },
          { path: '(other)', views: 1 },
        ]),
      )
      .thenRows('page_visits', { day }, [
        { day, path: '(other)', views: 1 },
        { day, path: '/', views: 12 },
        { day, path: '/events', views: 3 },
      ]);
  });

  it('adds a later count to what the day already has, in one batch or across batches', async () => {
    const day = '2031-01-02';
    const step = spec
      .given(
        counted(day, [{ path: '/', views: 5 }]),
        counted(day, [
          { path: '/', views: 2 },
          { path: '/blog', views: 1 },
        ]),
      )
      .when(counted(day, [{ path: '/', views: 10 }]));
    await step.thenRows('page_visits', { day }, [
      { day, path: '/', views: 17 },
      { day, path: '/blog', views: 1 },
    ]);
  });

  it('caps a count at the largest int4 instead of stopping on it', async () => {
    const day = '2031-01-03';
    await spec
      .given(counted(day, [{ path: '/', views: INT4_MAX - 1 }]))
      .when(counted(day, [{ path: '/', views: 5 }]))
      .thenRows('page_visits', { day }, [{ day, path: '/', views: INT4_MAX }]);
  });

  it('reads the busiest paths of a range of days with their views per day', async () => {
    const [first, second, outside] = ['2031-02-01', '2031-02-02', '2031-02-03'];
    const range = { from: first, to: second };
    const step = spec.given(
      counted(first, [
        { path: '/', views: 4 },
        { path: '/events', views: 1 },
      ]),
      counted(second, [
        { path: '/events', views: 6 },
        { path: '/blog', views: 2 },
      ]),
      counted(outside, [{ path: '/about-us', views: 100 }]),
    );
    expect(await step.read((e) => countVisitedPages(e.db, range))).toBe(3);
    expect(await step.read((e) => listPageVisits(e.db, range, { offset: 0, limit: 2 }))).toEqual([
      {
        path: '/events',
        views: 7,
        days: [
          { day: first, views: 1 },
          { day: second, views: 6 },
        ],
      },
      { path: '/', views: 4, days: [{ day: first, views: 4 }] },
    ]);
    expect(await step.read((e) => listPageVisits(e.db, range, { offset: 2, limit: 2 }))).toEqual([
      { path: '/blog', views: 2, days: [{ day: second, views: 2 }] },
    ]);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const day = '2031-03-01';
    const live = await spec
      .given(counted(day, [{ path: '/', views: 3 }]))
      .when(
        counted(day, [
          { path: '/', views: 4 },
          { path: '/events', views: 1 },
        ]),
      )
      .thenRebuildEqualsLive();
    expect(live.page_visits).toContainEqual({ day, path: '/', views: 7 });
  });
});
