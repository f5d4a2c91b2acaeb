import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@cenacle/infra/eventstore/port.ts';
import { commitBatch, ensureCheckpoint } from '@cenacle/infra/runner/checkpoint.ts';
import type { Projector } from '@cenacle/infra/runner/projector.ts';
import {
  aboutUsStream,
  type ComponentSnapshot,
  cssLayoutsString,
  defaultLayouts,
  infoComponentStream,
  testimonyStream,
} from '@cenacle/shared-domain/content/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionSnapshot } from '../testing/cms-snapshot.ts';
import { createProjectionEnv, type ProjectionEnv } from '../testing/projection-env.ts';
import { aboutUsProjector } from './about-us/about-us.projection.ts';
import { aboutUsEntries } from './about-us/about-us.queries.ts';
import { infoComponentVersionsProjector } from './info-component-versions/info-component-versions.projection.ts';
import { versionsOf } from './info-component-versions/info-component-versions.queries.ts';
import { infoComponentsProjector } from './info-components/info-components.projection.ts';
import { sectionsOfPage } from './info-components/info-components.queries.ts';
import { testimoniesProjector } from './testimonies/testimonies.projection.ts';
import { listTestimonies } from './testimonies/testimonies.queries.ts';

const editor = randomUUID();
const event = (type: string, data: object, minute = 0) => ({
  id: randomUUID(),
  type,
  data,
  metadata: {
    userId: editor,
    correlationId: randomUUID(),
    causationId: null,
    timestamp: `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`,
    schemaVersion: 1,
  },
});

const snapshot = (name: string, lang: string, index: number): ComponentSnapshot =>
  sectionSnapshot(name, { lang, index });

describe('The content read models', () => {
  let env: ProjectionEnv;
  const [hero, join, english] = [randomUUID(), randomUUID(), randomUUID()];
  const [entryPl, entryEn, entryBranch] = [randomUUID(), randomUUID(), randomUUID()];
  const branchId = randomUUID();
  const [t1, t2] = [randomUUID(), randomUUID()];

  const append = async (stream: string, events: ReturnType<typeof event>[]) => {
    await env.store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
  };
  const project = async (projector: Projector, streams: string[]) => {
    const events: RecordedEvent[] = [];
    for (const stream of streams) events.push(...(await env.store.readStream(stream)));
    const from = await ensureCheckpoint(env.db, projector.name);
    await commitBatch(env.db, projector, from, events);
  };

  beforeAll(async () => {
    env = await createProjectionEnv('content');
    const saved = (id: string, s: ComponentSnapshot, restoredFrom: number | null = null, minute = 0) =>
      event('InfoComponentSaved', { componentId: id, ...s, restoredFrom }, minute);
    await append(infoComponentStream(hero), [
      saved(hero, snapshot('Hero', 'pl', 1)),
      saved(hero, snapshot('Hero 2', 'pl', 1), null, 1),
      event('InfoComponentMoved', { componentId: hero, index: 0 }, 2),
      saved(hero, snapshot('Hero', 'pl', 0), 1, 3),
    ]);
    await append(infoComponentStream(join), [
      saved(join, snapshot('Join', 'pl', 0)),
      event('InfoComponentMoved', { componentId: join, index: 5 }, 1),
    ]);
    await append(infoComponentStream(english), [
      saved(english, snapshot('Welcome', 'en', 0)),
      event('InfoComponentRemoved', { componentId: english }, 4),
    ]);
    const streams = [hero, join, english].map(infoComponentStream);
    await project(infoComponentsProjector, streams);
    await project(infoComponentVersionsProjector, streams);

    const entry = (id: string, language: string, main: boolean, branch: string | null) =>
      event('AboutUsEntrySaved', {
        entryId: id,
        title: `Title ${language}`,
        content: '<p>x</p>',
        language,
        main,
        branchId: branch,
      });
    await append(aboutUsStream(entryPl), [entry(entryPl, 'pl', true, null)]);
    await append(aboutUsStream(entryEn), [entry(entryEn, 'en', false, null)]);
    await append(aboutUsStream(entryBranch), [entry(entryBranch, 'pl', false, branchId)]);
    await project(aboutUsProjector, [entryPl, entryEn, entryBranch].map(aboutUsStream));

    const testimony = (id: string, onMainPage: boolean, created: string) =>
      event('TestimonySaved', {
        testimonyId: id,
        author: 'Anna',
        content: '<p>Dobrze</p>',
        type: 'TEXT',
        branchId: null,
        country: 'POL',
        onMainPage,
        photo: null,
        created,
      });
    await append(testimonyStream(t1), [testimony(t1, true, '2026-01-01T00:00:00.000Z')]);
    await append(testimonyStream(t2), [
      testimony(t2, false, '2026-02-01T00:00:00.000Z'),
      event('TestimonyRemoved', { testimonyId: t2 }),
    ]);
    await project(testimoniesProjector, [t1, t2].map(testimonyStream));
  });
  afterAll(async () => env?.close());

  it('lists a page in order, falling back to Polish when the language has no section', async () => {
    const german = await sectionsOfPage(env.db, { location: 'LONG_PAGE', language: 'de' });
    expect(german.map((c) => [c.name, c.index, c.version])).toEqual([
      ['Hero', 0, 4],
      ['Join', 5, 2],
    ]);
    const [first] = german;
    expect(first?.section.columns[0]?.elements[0]?.cssLayoutsString).toBe(
      cssLayoutsString(defaultLayouts('H1')),
    );
    // The English section was removed: English visitors read Polish too.
    expect((await sectionsOfPage(env.db, { location: 'LONG_PAGE', language: 'en' })).length).toBe(2);
    expect(await sectionsOfPage(env.db, { location: 'BLOG', language: 'pl' })).toEqual([]);
  });

  it('keeps every save and removal as a version, with who and when', async () => {
    const versions = await versionsOf(env.db, hero);
    expect(versions.map((v) => [v.version, v.restoredFrom, v.component?.name])).toEqual([
      [4, 1, 'Hero'],
      [2, null, 'Hero 2'],
      [1, null, 'Hero'],
    ]);
    expect(versions[0]).toMatchObject({
      userId: editor,
      savedAt: '2026-11-24T10:03:00.000Z',
      removed: false,
    });
    expect((await versionsOf(env.db, english)).map((v) => [v.version, v.removed])).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('reads about-us entries by branch and language, main first', async () => {
    const english = await aboutUsEntries(env.db, { branchId: null, language: 'en' });
    expect(english.map((e) => e.id.value)).toEqual([entryEn]);
    const ukrainian = await aboutUsEntries(env.db, { branchId: null, language: 'uk' });
    expect(ukrainian.map((e) => e.id.value)).toEqual([entryPl]);
    expect((await aboutUsEntries(env.db, { branchId: null })).map((e) => e.id.value)).toEqual([
      entryPl,
      entryEn,
    ]);
    expect((await aboutUsEntries(env.db, { branchId, language: 'pl' })).map((e) => e.id.value)).toEqual([
      entryBranch,
    ]);
    expect((await aboutUsEntries(env.db, { branchId: null, mainOnly: true })).map((e) => e.id.value)).toEqual(
      [entryPl],
    );
  });

  it('lists the testimonies left, those on the home page on their own', async () => {
    expect((await listTestimonies(env.db, { mainPage: false })).map((t) => t.id.value)).toEqual([t1]);
    expect(await listTestimonies(env.db, { mainPage: true })).toEqual([
      expect.objectContaining({ id: { value: t1 }, created: '2026-01-01T00:00:00.000Z', photo: null }),
    ]);
  });
});
