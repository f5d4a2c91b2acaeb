import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { defaultLayouts } from './cms.rules.ts';
import { aboutUsDecider, type StoredTestimony, testimonyDecider } from './entry.decider.ts';
import {
  type ComponentSnapshot,
  type InfoComponentCommand,
  type InfoComponentEvent,
  infoComponentDecider,
} from './info-component.decider.ts';

const metadata = { userId: 'u1', now: '2026-11-24T10:00:00.000Z' };
const componentId = '00000000-0000-4000-8000-000000000001';
const snapshot = (name: string, index = 0): ComponentSnapshot => ({
  name,
  location: 'LONG_PAGE',
  lang: 'pl',
  country: null,
  branchId: null,
  index,
  section: { cssLayouts: defaultLayouts('SECTION'), columns: [{ type: 'CENTER', elements: [] }] },
});
const saved = (name: string, index = 0, restoredFrom: number | null = null): InfoComponentEvent => ({
  type: 'InfoComponentSaved',
  data: { componentId, ...snapshot(name, index), restoredFrom },
});
const save = (name: string, expectedVersion: number | null, index = 0): InfoComponentCommand => ({
  type: 'SaveInfoComponent',
  data: { componentId, component: snapshot(name, index), expectedVersion },
  metadata,
});
const spec = deciderSpec(infoComponentDecider);

describe('Info component', () => {
  describe('when saved', () => {
    it('records the whole section', () =>
      spec
        .given([])
        .when(save('Hero', null))
        .then([saved('Hero')]));
    it('saves again at the version the editor loaded', () =>
      spec
        .given([saved('Hero')])
        .when(save('Hero 2', 1))
        .then([saved('Hero 2')]));
    it('refuses a stale version', () =>
      spec
        .given([saved('Hero'), saved('Hero 2')])
        .when(save('Hero 3', 1))
        .thenThrows('CONTENT_VERSION_CONFLICT'));
    it('counts a move as a version', () =>
      spec
        .given([saved('Hero'), { type: 'InfoComponentMoved', data: { componentId, index: 3 } }])
        .when(save('Hero 2', 1, 3))
        .thenThrows('CONTENT_VERSION_CONFLICT'));
    it('changes nothing when nothing changed', () =>
      spec
        .given([saved('Hero')])
        .when(save('Hero', 1))
        .thenNothingHappened());
    it('keeps a section on its page', () =>
      spec
        .given([saved('Hero')])
        .when({
          type: 'SaveInfoComponent',
          data: { componentId, component: { ...snapshot('Hero'), location: 'BLOG' }, expectedVersion: 1 },
          metadata,
        })
        .thenThrows('COMPONENT_OF_ANOTHER_PAGE'));
    it('refuses to save a removed section', () =>
      spec
        .given([saved('Hero'), { type: 'InfoComponentRemoved', data: { componentId } }])
        .when(save('Hero', null))
        .thenThrows('CONTENT_REMOVED'));
  });

  describe('when restored', () => {
    const restore = (version: number): InfoComponentCommand => ({
      type: 'RestoreInfoComponent',
      data: { componentId, version },
      metadata,
    });
    it('saves the earlier snapshot again at its present place', () =>
      spec
        .given([saved('One'), saved('Two'), { type: 'InfoComponentMoved', data: { componentId, index: 2 } }])
        .when(restore(1))
        .then([saved('One', 2, 1)]));
    it('brings a removed section back', () =>
      spec
        .given([saved('One'), { type: 'InfoComponentRemoved', data: { componentId } }])
        .when(restore(1))
        .then([saved('One', 0, 1)]));
    it('refuses a version that was not a save', () =>
      spec
        .given([saved('One'), { type: 'InfoComponentMoved', data: { componentId, index: 2 } }])
        .when(restore(2))
        .thenThrows('CONTENT_VERSION_UNKNOWN'));
    it('refuses on a section that never was', () => spec.given([]).when(restore(1)).thenThrows('NOT_FOUND'));
  });

  describe('when moved or removed', () => {
    it('moves to a new place, and not to the same one', () => {
      spec
        .given([saved('One')])
        .when({ type: 'MoveInfoComponent', data: { componentId, index: 4 }, metadata })
        .then([{ type: 'InfoComponentMoved', data: { componentId, index: 4 } }]);
      spec
        .given([saved('One')])
        .when({ type: 'MoveInfoComponent', data: { componentId, index: 0 }, metadata })
        .thenNothingHappened();
    });
    it('removes once', () =>
      spec
        .given([saved('One'), { type: 'InfoComponentRemoved', data: { componentId } }])
        .when({ type: 'RemoveInfoComponent', data: { componentId }, metadata })
        .thenThrows('NOT_FOUND'));
  });
});

describe('About-us entry', () => {
  const entry = {
    entryId: componentId,
    title: 'Kim jesteśmy',
    content: '<p>x</p>',
    language: 'pl',
    main: true,
    branchId: null,
  };
  const spec = deciderSpec(aboutUsDecider);
  it('is saved, saved again only when changed, and removed for good', () => {
    spec
      .given([])
      .when({ type: 'SaveAboutUsEntry', data: { ...entry, expectedVersion: null }, metadata })
      .then([{ type: 'AboutUsEntrySaved', data: entry }]);
    spec
      .given([{ type: 'AboutUsEntrySaved', data: entry }])
      .when({ type: 'SaveAboutUsEntry', data: { ...entry, expectedVersion: null }, metadata })
      .thenNothingHappened();
    spec
      .given([
        { type: 'AboutUsEntrySaved', data: entry },
        { type: 'AboutUsEntryRemoved', data: { entryId: componentId } },
      ])
      .when({ type: 'SaveAboutUsEntry', data: { ...entry, expectedVersion: null }, metadata })
      .thenThrows('CONTENT_REMOVED');
    spec
      .given([])
      .when({ type: 'RemoveAboutUsEntry', data: { entryId: componentId }, metadata })
      .thenThrows('NOT_FOUND');
  });
});

describe('Testimony', () => {
  const testimony: StoredTestimony = {
    testimonyId: componentId,
    author: 'Anna',
    content: 'https://www.youtube.com/watch?v=x',
    type: 'VIDEO',
    branchId: null,
    country: 'POL',
    onMainPage: true,
    photo: null,
    created: '2026-01-01T00:00:00.000Z',
  };
  it('keeps the date it was first saved', () =>
    deciderSpec(testimonyDecider)
      .given([{ type: 'TestimonySaved', data: testimony }])
      .when({
        type: 'SaveTestimony',
        data: { ...testimony, author: 'Anna K.', created: metadata.now, expectedVersion: 1 },
        metadata,
      })
      .then([{ type: 'TestimonySaved', data: { ...testimony, author: 'Anna K.' } }]));
  it('is saved again only from the version it stands at', () => {
    const renamed = { ...testimony, author: 'Anna K.' };
    const twice = [
      { type: 'TestimonySaved' as const, data: testimony },
      { type: 'TestimonySaved' as const, data: renamed },
    ];
    deciderSpec(testimonyDecider)
      .given(twice)
      .when({ type: 'SaveTestimony', data: { ...testimony, author: 'A. K.', expectedVersion: 1 }, metadata })
      .thenThrows('DOCUMENT_CHANGED');
    deciderSpec(testimonyDecider)
      .given(twice)
      .when({
        type: 'SaveTestimony',
        data: { ...testimony, author: 'A. K.', expectedVersion: null },
        metadata,
      })
      .thenThrows('VERSION_REQUIRED');
    // What stands already, sent again from the older version (a retried request): nothing happens.
    deciderSpec(testimonyDecider)
      .given(twice)
      .when({ type: 'SaveTestimony', data: { ...renamed, expectedVersion: 1 }, metadata })
      .thenNothingHappened();
    deciderSpec(testimonyDecider)
      .given(twice)
      .when({ type: 'SaveTestimony', data: { ...testimony, author: 'A. K.', expectedVersion: 2 }, metadata })
      .then([{ type: 'TestimonySaved', data: { ...testimony, author: 'A. K.' } }]);
  });
});
