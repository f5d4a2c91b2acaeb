import { randomUUID } from 'node:crypto';
import {
  type AboutUsEntryValues,
  type AboutUsEvent,
  aboutUsStream,
  contentEvents,
} from '@cenacle/shared-domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { aboutUsProjector } from './about-us.projection.ts';
import { aboutUsEntries } from './about-us.queries.ts';

const at = (minute: number) => `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`;

function saved(
  entryId: string,
  values: Partial<AboutUsEntryValues> = {},
  minute = 0,
): GivenEvent<AboutUsEvent> {
  return {
    stream: aboutUsStream(entryId),
    at: at(minute),
    type: 'AboutUsEntrySaved',
    data: {
      entryId,
      title: 'Kim jesteśmy',
      content: '<p>Wspólnota</p>',
      language: 'pl',
      main: false,
      branchId: null,
      ...values,
    },
  };
}
const removed = (entryId: string): GivenEvent<AboutUsEvent> => ({
  stream: aboutUsStream(entryId),
  type: 'AboutUsEntryRemoved',
  data: { entryId },
});

function row(entryId: string, columns: Record<string, unknown> = {}) {
  return {
    id: entryId,
    title: 'Kim jesteśmy',
    content: '<p>Wspólnota</p>',
    language: 'pl',
    main: false,
    branch_id: null,
    modified_at: new Date(at(0)),
    version: 1,
    ...columns,
  };
}

describe('The about-us read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<AboutUsEvent>(() => env, {
    projectors: [aboutUsProjector],
    events: contentEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('about_us');
  });
  afterAll(() => env?.close());

  it("stores an entry of a branch's page", async () => {
    const [entryId, branchId] = [randomUUID(), randomUUID()];
    await spec
      .given(saved(entryId, { branchId, main: true, language: 'de' }))
      .thenRows('about_us_entries', { id: entryId }, [
        row(entryId, { branch_id: branchId, main: true, language: 'de' }),
      ]);
  });

  it('keeps the last save, counted as its version, and forgets a removed entry', async () => {
    const [kept, gone] = [randomUUID(), randomUUID()];
    const step = spec
      .given(saved(kept), saved(gone))
      .when(saved(kept, { title: 'O nas', main: true }, 6), removed(gone));
    await step.thenRows('about_us_entries', { id: kept }, [
      row(kept, { title: 'O nas', main: true, version: 2, modified_at: new Date(at(6)) }),
    ]);
    await step.thenRows('about_us_entries', { id: gone }, []);
  });

  it("reads a branch's entries in one language, the main one first", async () => {
    const [branchId, main, other, english] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const entries = await spec
      .given(
        saved(other, { branchId, title: 'Historia' }),
        saved(main, { branchId, title: 'Kim jesteśmy', main: true }),
        saved(english, { branchId, language: 'en', title: 'Who we are' }),
      )
      .read((e) => aboutUsEntries(e.db, { branchId, language: 'pl' }));
    expect(entries.map((entry) => entry.title)).toEqual(['Kim jesteśmy', 'Historia']);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [kept, gone] = [randomUUID(), randomUUID()];
    const live = await spec
      .given(saved(kept), saved(gone))
      .when(saved(kept, { content: '<p>Nowa treść</p>' }, 1), removed(gone))
      .thenRebuildEqualsLive();
    expect(live.about_us_entries).toContainEqual(
      row(kept, { content: '<p>Nowa treść</p>', version: 2, modified_at: new Date(at(1)) }),
    );
  });
});
