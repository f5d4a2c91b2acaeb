import { randomUUID } from 'node:crypto';
import {
  contentEvents,
  type StoredTestimony,
  type TestimonyEvent,
  testimonyStream,
} from '@cenacle/shared-domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { testimoniesProjector } from './testimonies.projection.ts';

const created = '2026-01-01T10:00:00.000Z';

function saved(testimonyId: string, values: Partial<StoredTestimony> = {}): GivenEvent<TestimonyEvent> {
  return {
    stream: testimonyStream(testimonyId),
    type: 'TestimonySaved',
    data: {
      testimonyId,
      author: 'Anna',
      content: '<p>Dobrze</p>',
      type: 'TEXT',
      branchId: null,
      country: 'POL',
      onMainPage: false,
      photo: null,
      created,
      ...values,
    },
  };
}
const removed = (testimonyId: string): GivenEvent<TestimonyEvent> => ({
  stream: testimonyStream(testimonyId),
  type: 'TestimonyRemoved',
  data: { testimonyId },
});

function row(testimonyId: string, columns: Record<string, unknown> = {}) {
  return {
    id: testimonyId,
    author: 'Anna',
    content: '<p>Dobrze</p>',
    type: 'TEXT',
    branch_id: null,
    country: 'POL',
    on_main_page: false,
    photo_file_id: null,
    photo_file_name: null,
    created: new Date(created),
    version: 1,
    ...columns,
  };
}

describe('The testimonies read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<TestimonyEvent>(() => env, {
    projectors: [testimoniesProjector],
    events: contentEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('testimonies');
  });
  afterAll(() => env?.close());

  it("stores a video testimony of a branch with its author's photo", async () => {
    const [testimonyId, branchId, fileId] = [randomUUID(), randomUUID(), randomUUID()];
    await spec
      .given(
        saved(testimonyId, {
          type: 'VIDEO',
          content: 'https://www.youtube.com/watch?v=abc',
          branchId,
          onMainPage: true,
          photo: { fileId, fileName: 'anna.jpg' },
        }),
      )
      .thenRows('testimonies', { id: testimonyId }, [
        row(testimonyId, {
          type: 'VIDEO',
          content: 'https://www.youtube.com/watch?v=abc',
          branch_id: branchId,
          on_main_page: true,
          photo_file_id: fileId,
          photo_file_name: 'anna.jpg',
        }),
      ]);
  });

  it('keeps the last save, counted as its version, and forgets a removed testimony', async () => {
    const [kept, gone] = [randomUUID(), randomUUID()];
    const step = spec
      .given(saved(kept), saved(gone))
      .when(saved(kept, { author: 'Anna K.', onMainPage: true }), removed(gone));
    await step.thenRows('testimonies', { id: kept }, [
      row(kept, { author: 'Anna K.', on_main_page: true, version: 2 }),
    ]);
    await step.thenRows('testimonies', { id: gone }, []);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [kept, gone] = [randomUUID(), randomUUID()];
    const live = await spec
      .given(saved(kept), saved(gone))
      .when(saved(kept, { country: 'DEU' }), removed(gone))
      .thenRebuildEqualsLive();
    expect(live.testimonies).toContainEqual(row(kept, { country: 'DEU', version: 2 }));
  });
});
