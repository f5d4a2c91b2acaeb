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
import { infoComponentsProjector } from './info-components.projection.ts';
import { sectionsOfPage } from './info-components.queries.ts';

const at = (minute: number) => `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`;

const saved = (
  componentId: string,
  snapshot: ComponentSnapshot,
  minute = 0,
): GivenEvent<InfoComponentEvent> => ({
  stream: infoComponentStream(componentId),
  at: at(minute),
  type: 'InfoComponentSaved',
  data: { componentId, ...snapshot, restoredFrom: null },
});
const moved = (componentId: string, index: number, minute: number): GivenEvent<InfoComponentEvent> => ({
  stream: infoComponentStream(componentId),
  at: at(minute),
  type: 'InfoComponentMoved',
  data: { componentId, index },
});
const removed = (componentId: string): GivenEvent<InfoComponentEvent> => ({
  stream: infoComponentStream(componentId),
  type: 'InfoComponentRemoved',
  data: { componentId },
});

function row(componentId: string, snapshot: ComponentSnapshot, columns: Record<string, unknown> = {}) {
  return {
    id: componentId,
    name: snapshot.name,
    location: snapshot.location,
    lang: snapshot.lang,
    country: snapshot.country,
    branch_id: snapshot.branchId,
    idx: snapshot.index,
    section: snapshot.section,
    version: 1,
    modified_at: new Date(at(0)),
    ...columns,
  };
}

describe('The info components read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<InfoComponentEvent>(() => env, {
    projectors: [infoComponentsProjector],
    events: contentEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('info_components');
  });
  afterAll(() => env?.close());

  it('stores a saved section with its columns and elements', async () => {
    const [componentId, branchId] = [randomUUID(), randomUUID()];
    const snapshot = sectionSnapshot('Hero', { lang: 'uk', country: 'UKR', branchId, index: 2 });
    await spec
      .given(saved(componentId, snapshot))
      .thenRows('info_components', { id: componentId }, [row(componentId, snapshot)]);
  });

  it('moves a section in place and keeps its last save, each event counted in its version', async () => {
    const componentId = randomUUID();
    const last = sectionSnapshot('Hero 2', { index: 1 });
    await spec
      .given(saved(componentId, sectionSnapshot('Hero', { index: 1 })), saved(componentId, last, 1))
      .when(moved(componentId, 4, 2))
      .thenRows('info_components', { id: componentId }, [
        row(componentId, last, { idx: 4, version: 3, modified_at: new Date(at(2)) }),
      ]);
  });

  it('forgets a removed section', async () => {
    const componentId = randomUUID();
    await spec
      .given(saved(componentId, sectionSnapshot('Stopka')))
      .when(removed(componentId))
      .thenRows('info_components', { id: componentId }, []);
  });

  it("lists a page's sections in their order, falling back to Polish", async () => {
    const branchId = randomUUID();
    const [first, second, english] = [randomUUID(), randomUUID(), randomUUID()];
    const sections = await spec
      .given(
        saved(second, sectionSnapshot('Druga', { branchId, location: 'BRANCH', index: 1 })),
        saved(first, sectionSnapshot('Pierwsza', { branchId, location: 'BRANCH', index: 0 })),
        saved(english, sectionSnapshot('First', { branchId: randomUUID(), location: 'BRANCH', lang: 'en' })),
      )
      .read((e) => sectionsOfPage(e.db, { location: 'BRANCH', language: 'de', branchId }));
    expect(sections.map((s) => s.name)).toEqual(['Pierwsza', 'Druga']);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [kept, gone] = [randomUUID(), randomUUID()];
    const live = await spec
      .given(saved(kept, sectionSnapshot('Zostaje')), saved(gone, sectionSnapshot('Znika')))
      .when(moved(kept, 3, 1), removed(gone))
      .thenRebuildEqualsLive();
    expect(live.info_components).toContainEqual(expect.objectContaining({ id: kept, idx: 3, version: 2 }));
  });
});
