import { randomUUID } from 'node:crypto';
import {
  organisationEvents,
  SCHOOL_LEVELS_STREAM,
  type SchoolLevelEvent,
} from '@cenacle/shared-domain/organisation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { schoolLevelsProjector } from './school-levels.projection.ts';

const at = (minute: number) => `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`;
const level = (type: SchoolLevelEvent['type'], name: string, minute = 0): GivenEvent<SchoolLevelEvent> => ({
  stream: SCHOOL_LEVELS_STREAM,
  at: at(minute),
  type,
  data: { name },
});

describe('The school levels read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<SchoolLevelEvent>(() => env, {
    projectors: [schoolLevelsProjector],
    events: organisationEvents,
  });
  /** A level name of this spec's own: the list is one for the whole community. */
  const named = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    env = await createProjectionEnv('school_levels');
  });
  afterAll(() => env?.close());

  it('lists an added level with when it was added, once however often the log adds it', async () => {
    const name = named('I');
    await spec
      .given(level('SchoolLevelAdded', name, 1), level('SchoolLevelAdded', name, 2))
      .when(level('SchoolLevelAdded', name, 3))
      .thenRows('school_levels', { name }, [{ name, created_at: new Date(at(1)) }]);
  });

  it('takes a removed level off the list, and lists it anew when added again', async () => {
    const name = named('II');
    const removed = spec.given(level('SchoolLevelAdded', name, 1)).when(level('SchoolLevelRemoved', name, 2));
    await removed.thenRows('school_levels', { name }, []);
    await removed
      .when(level('SchoolLevelAdded', name, 5))
      .thenRows('school_levels', { name }, [{ name, created_at: new Date(at(5)) }]);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [kept, gone] = [named('III'), named('IV')];
    const live = await spec
      .given(level('SchoolLevelAdded', kept), level('SchoolLevelAdded', gone))
      .when(level('SchoolLevelRemoved', gone, 1))
      .thenRebuildEqualsLive();
    const names = live.school_levels?.map((l) => (l as { name: string }).name);
    expect(names).toContain(kept);
    expect(names).not.toContain(gone);
  });
});
