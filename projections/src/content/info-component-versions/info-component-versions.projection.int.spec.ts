import { randomUUID } from 'node:crypto';
import {
  type ComponentSnapshot,
  contentEvents,
  type InfoComponentEvent,
  infoComponentStream,
} from '@cenacle/shared-domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionSnapshot } from '../../testing/cms-snapshot.ts';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { infoComponentVersionsProjector } from './info-component-versions.projection.ts';

const at = (minute: number) => `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`;
const editor = randomUUID();

function saved(
  componentId: string,
  snapshot: ComponentSnapshot,
  minute: number,
  restoredFrom: number | null = null,
): GivenEvent<InfoComponentEvent> {
  return {
    stream: infoComponentStream(componentId),
    at: at(minute),
    userId: editor,
    type: 'InfoComponentSaved',
    data: { componentId, ...snapshot, restoredFrom },
  };
}
const moved = (componentId: string, index: number, minute: number): GivenEvent<InfoComponentEvent> => ({
  stream: infoComponentStream(componentId),
  at: at(minute),
  userId: editor,
  type: 'InfoComponentMoved',
  data: { componentId, index },
});
const removed = (componentId: string, minute: number): GivenEvent<InfoComponentEvent> => ({
  stream: infoComponentStream(componentId),
  at: at(minute),
  userId: editor,
  type: 'InfoComponentRemoved',
  data: { componentId },
});

function version(
  componentId: string,
  n: number,
  minute: number,
  snapshot: ComponentSnapshot | null,
  restoredFrom: number | null = null,
) {
  return {
    component_id: componentId,
    version: n,
    user_id: editor,
    saved_at: new Date(at(minute)),
    restored_from: restoredFrom,
    removed: snapshot === null,
    snapshot,
  };
}

describe('The info component versions read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<InfoComponentEvent>(() => env, {
    projectors: [infoComponentVersionsProjector],
    events: contentEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('info_component_versions');
  });
  afterAll(() => env?.close());

  it('keeps every save and the removal, who made each and when; a move takes a version but leaves no row', async () => {
    const componentId = randomUUID();
    const [first, second] = [sectionSnapshot('Hero'), sectionSnapshot('Hero 2')];
    await spec
      .given(saved(componentId, first, 0), saved(componentId, second, 1))
      .when(moved(componentId, 3, 2))
      .when(saved(componentId, first, 3, 1), removed(componentId, 4))
      .thenRows('info_component_versions', { component_id: componentId }, [
        version(componentId, 1, 0, first),
        version(componentId, 2, 1, second),
        version(componentId, 4, 3, first, 1),
        version(componentId, 5, 4, null),
      ]);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const componentId = randomUUID();
    const snapshot = sectionSnapshot('Stopka');
    const live = await spec
      .given(saved(componentId, snapshot, 0))
      .when(
        moved(componentId, 1, 1),
        saved(componentId, sectionSnapshot('Stopka 2'), 2),
        removed(componentId, 3),
      )
      .thenRebuildEqualsLive();
    expect(
      live.info_component_versions
        ?.filter((v) => (v as { component_id: string }).component_id === componentId)
        .map((v) => (v as { version: number }).version),
    ).toEqual([1, 3, 4]);
  });
});
