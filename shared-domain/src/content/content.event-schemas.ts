import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { StoredUuid, storedText } from '../common/primitives.ts';
import { StoredCssLayoutsSchema } from './cms.contract.ts';
import { CMS_LOCATIONS, COLUMN_TYPES, ELEMENT_TYPES, MAX_COLUMNS, MIN_COLUMNS } from './cms.rules.ts';
import {
  ABOUT_US_CONTENT_MAX_LENGTH,
  ABOUT_US_TITLE_MAX_LENGTH,
  COMPONENT_NAME_MAX_LENGTH,
  CONTENT_LANGUAGE_PATTERN,
  COUNTRY_PATTERN,
  ELEMENT_CONTENT_MAX_LENGTH,
  MAX_ELEMENTS_PER_COLUMN,
  MAX_SECTION_INDEX,
  TESTIMONY_AUTHOR_MAX_LENGTH,
  TESTIMONY_CONTENT_MAX_LENGTH,
  TESTIMONY_TYPES,
  URL_MAX_LENGTH,
} from './content.rules.ts';
import type {
  AboutUsEntryRemoved,
  AboutUsEntrySaved,
  TestimonyRemoved,
  TestimonySaved,
} from './entry.decider.ts';
import type {
  InfoComponentMoved,
  InfoComponentRemoved,
  InfoComponentSaved,
} from './info-component.decider.ts';

const Language = z.string().regex(CONTENT_LANGUAGE_PATTERN);
const Country = z.string().regex(COUNTRY_PATTERN);
const StoredFile = z.object({ fileId: StoredUuid, fileName: storedText(255).min(1) });
const Index = z.number().int().min(0).max(MAX_SECTION_INDEX);

const ElementSnapshot = z.object({
  elementId: StoredUuid,
  type: z.enum(ELEMENT_TYPES),
  content: storedText(ELEMENT_CONTENT_MAX_LENGTH),
  url: storedText(URL_MAX_LENGTH).nullable(),
  file: StoredFile.nullable(),
  cssLayouts: StoredCssLayoutsSchema,
});

export const infoComponentSavedV1 = defineEvent<InfoComponentSaved>({
  type: 'InfoComponentSaved',
  version: 1,
  schema: z.object({
    componentId: StoredUuid,
    name: storedText(COMPONENT_NAME_MAX_LENGTH),
    location: z.enum(CMS_LOCATIONS),
    lang: Language,
    country: Country.nullable(),
    branchId: StoredUuid.nullable(),
    index: Index,
    section: z.object({
      cssLayouts: StoredCssLayoutsSchema,
      columns: z
        .array(
          z.object({
            type: z.enum(COLUMN_TYPES),
            elements: z.array(ElementSnapshot).max(MAX_ELEMENTS_PER_COLUMN),
          }),
        )
        .min(MIN_COLUMNS)
        .max(MAX_COLUMNS),
    }),
    restoredFrom: z.number().int().min(1).nullable(),
  }),
});

export const infoComponentMovedV1 = defineEvent<InfoComponentMoved>({
  type: 'InfoComponentMoved',
  version: 1,
  schema: z.object({ componentId: StoredUuid, index: Index }),
});

export const infoComponentRemovedV1 = defineEvent<InfoComponentRemoved>({
  type: 'InfoComponentRemoved',
  version: 1,
  schema: z.object({ componentId: StoredUuid }),
});

export const aboutUsEntrySavedV1 = defineEvent<AboutUsEntrySaved>({
  type: 'AboutUsEntrySaved',
  version: 1,
  schema: z.object({
    entryId: StoredUuid,
    title: storedText(ABOUT_US_TITLE_MAX_LENGTH).min(1),
    content: storedText(ABOUT_US_CONTENT_MAX_LENGTH).min(1),
    language: Language,
    main: z.boolean(),
    branchId: StoredUuid.nullable(),
  }),
});

export const aboutUsEntryRemovedV1 = defineEvent<AboutUsEntryRemoved>({
  type: 'AboutUsEntryRemoved',
  version: 1,
  schema: z.object({ entryId: StoredUuid }),
});

export const testimonySavedV1 = defineEvent<TestimonySaved>({
  type: 'TestimonySaved',
  version: 1,
  schema: z.object({
    testimonyId: StoredUuid,
    author: storedText(TESTIMONY_AUTHOR_MAX_LENGTH).min(1),
    content: storedText(TESTIMONY_CONTENT_MAX_LENGTH).min(1),
    type: z.enum(TESTIMONY_TYPES),
    branchId: StoredUuid.nullable(),
    country: Country,
    onMainPage: z.boolean(),
    photo: StoredFile.nullable(),
    created: z.iso.datetime({ offset: true }),
  }),
});

export const testimonyRemovedV1 = defineEvent<TestimonyRemoved>({
  type: 'TestimonyRemoved',
  version: 1,
  schema: z.object({ testimonyId: StoredUuid }),
});

/** Every event of the content streams, with its schema history. */
export const contentEvents = eventCatalog(
  infoComponentSavedV1,
  infoComponentMovedV1,
  infoComponentRemovedV1,
  aboutUsEntrySavedV1,
  aboutUsEntryRemovedV1,
  testimonySavedV1,
  testimonyRemovedV1,
);
