import { z } from 'zod';
import { IdSchema, IsoDateTime, integer, LogPosition, nameText, text, Uuid } from '../common/primitives.ts';
import { FileItemSchema } from '../organisation/branch.contract.ts';
import {
  BORDER_STYLES,
  CMS_LOCATIONS,
  COLUMN_TYPES,
  type CssLayouts,
  ELEMENT_TYPES,
  MAX_BORDER_WIDTH,
  MAX_COLUMNS,
  MAX_PADDING,
  MAX_WIDTH_PERCENT,
  MAX_WIDTH_PX,
  MIN_COLUMNS,
  PALETTE,
  TEXT_ALIGNS,
  WIDTH_UNITS,
} from './cms.rules.ts';
import {
  COMPONENT_NAME_MAX_LENGTH,
  CSS_LAYOUTS_STRING_MAX_LENGTH,
  ELEMENT_CONTENT_MAX_LENGTH,
  isButtonUrl,
  MAX_ELEMENTS_PER_COLUMN,
  MAX_SECTION_INDEX,
  MAX_SECTIONS_PER_PAGE,
  URL_MAX_LENGTH,
} from './content.rules.ts';
import { ContentLanguageSchema, CountrySchema, optionalCountry, QueryLanguageSchema } from './primitives.ts';

const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'NotNull' : 'Pattern'),
  });

/** A colour of the palette, in any letter case; absent or null is none. */
const paletteColour = z
  .string({ error: 'Pattern' })
  .max(7, { error: 'Pattern' })
  .transform((v) => v.toUpperCase())
  .pipe(choice(PALETTE))
  .nullish()
  .transform((v) => v ?? null);

const padding = integer({ max: MAX_PADDING }).default(0);

/** One device's layout; omitted fields take the blank layout's values. */
export const CssLayoutSchema = z
  .object({
    width: integer({ max: MAX_WIDTH_PX })
      .nullish()
      .transform((v) => v ?? null),
    widthUnit: choice(WIDTH_UNITS).default('%'),
    paddingTop: padding,
    paddingRight: padding,
    paddingBottom: padding,
    paddingLeft: padding,
    borderStyle: choice(BORDER_STYLES).default('none'),
    borderWidth: integer({ max: MAX_BORDER_WIDTH }).default(0),
    borderColor: paletteColour,
    backgroundColor: paletteColour,
    color: paletteColour,
    textAlign: choice(TEXT_ALIGNS)
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine((l) => l.width === null || l.widthUnit === 'px' || l.width <= MAX_WIDTH_PERCENT, {
    error: 'Max',
    path: ['width'],
  })
  .meta({ id: 'CssLayoutRequest' });

/** A layout per device (MOBILE, TABLET, DESKTOP). */
export const CssLayoutsSchema = z
  .object({ MOBILE: CssLayoutSchema, TABLET: CssLayoutSchema, DESKTOP: CssLayoutSchema })
  .meta({ id: 'CssLayoutsRequest' });

/** One device's layout as it is stored and answered: every field present and bounded. */
export const StoredCssLayoutSchema = z
  .object({
    width: z.number().int().min(0).max(MAX_WIDTH_PX).nullable(),
    widthUnit: z.enum(WIDTH_UNITS),
    paddingTop: z.number().int().min(0).max(MAX_PADDING),
    paddingRight: z.number().int().min(0).max(MAX_PADDING),
    paddingBottom: z.number().int().min(0).max(MAX_PADDING),
    paddingLeft: z.number().int().min(0).max(MAX_PADDING),
    borderStyle: z.enum(BORDER_STYLES),
    borderWidth: z.number().int().min(0).max(MAX_BORDER_WIDTH),
    borderColor: z.enum(PALETTE).nullable(),
    backgroundColor: z.enum(PALETTE).nullable(),
    color: z.enum(PALETTE).nullable(),
    textAlign: z.enum(TEXT_ALIGNS).nullable(),
  })
  .meta({ id: 'CssLayout' });

export const StoredCssLayoutsSchema = z
  .object({ MOBILE: StoredCssLayoutSchema, TABLET: StoredCssLayoutSchema, DESKTOP: StoredCssLayoutSchema })
  .meta({ id: 'CssLayouts' });

function parseLayouts(value: string): CssLayouts | null {
  try {
    const parsed = CssLayoutsSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The layouts of a section or element: the object (`cssLayouts`), or the JSON string the spec stores
 * (`cssLayoutsString`), bounded and checked like the object. Neither means the defaults of its type.
 */
const layoutFields = {
  cssLayouts: CssLayoutsSchema.nullish(),
  cssLayoutsString: text(CSS_LAYOUTS_STRING_MAX_LENGTH)
    .refine((v) => v === '' || parseLayouts(v) !== null, { error: 'Pattern' })
    .nullish(),
};

const resolveLayouts = (value: {
  cssLayouts?: CssLayouts | null | undefined;
  cssLayoutsString?: string | null | undefined;
}): CssLayouts | null =>
  value.cssLayouts ?? (value.cssLayoutsString ? parseLayouts(value.cssLayoutsString) : null);

const BlankToNull = <T extends z.ZodType<string>>(schema: T) =>
  schema.nullish().transform((v) => (v ? v : null));

/** An element's layouts as the spec stores them: the JSON string, checked like the object. */
const LayoutsText = text(CSS_LAYOUTS_STRING_MAX_LENGTH).transform((value, ctx) => {
  const layouts = parseLayouts(value);
  if (layouts === null) ctx.addIssue({ code: 'custom', message: 'Pattern' });
  return layouts ?? z.NEVER;
});

export const CmsElementRequestSchema = z
  .object({
    /** Chosen by the editor, or given by the server when absent. */
    id: IdSchema.nullish(),
    type: choice(ELEMENT_TYPES),
    /** A heading's or a button's words, or a TEXT's rich text (sanitized by the server). */
    content: text(ELEMENT_CONTENT_MAX_LENGTH)
      .nullish()
      .transform((v) => v ?? ''),
    /** Where a BUTTON leads: http(s) or a path of this site. */
    url: BlankToNull(text(URL_MAX_LENGTH).refine((v) => v === '' || isButtonUrl(v), { error: 'Pattern' })),
    /** A PHOTO's image in the file store (`POST api/document/upload`). */
    file: FileItemSchema.nullish().transform((v) => v ?? null),
    ...layoutFields,
    /** The object, or the JSON string spec §3 stores (what the API answers for an element). */
    cssLayouts: z.union([CssLayoutsSchema, LayoutsText], { error: 'Pattern' }).nullish(),
  })
  .superRefine((element, ctx) => {
    if (element.type === 'BUTTON' && !element.url)
      ctx.addIssue({ code: 'custom', message: 'NotNull', path: ['url'] });
    if (element.type === 'PHOTO' && !element.file) {
      ctx.addIssue({ code: 'custom', message: 'NotNull', path: ['file'] });
    }
  })
  .transform(({ cssLayoutsString, ...element }) => ({
    ...element,
    cssLayouts: resolveLayouts({ cssLayouts: element.cssLayouts, cssLayoutsString }),
  }))
  .meta({ id: 'CmsElementRequest' });

export const CmsColumnRequestSchema = z
  .object({
    type: choice(COLUMN_TYPES),
    elements: z
      .array(CmsElementRequestSchema, { error: 'Pattern' })
      .max(MAX_ELEMENTS_PER_COLUMN, { error: 'Size' })
      .nullish()
      .transform((v) => v ?? []),
  })
  .meta({ id: 'CmsColumnRequest' });

export const CmsSectionRequestSchema = z
  .object({
    index: integer({ max: MAX_SECTION_INDEX }).nullish(),
    columns: z
      .array(CmsColumnRequestSchema, { error: (i) => (i.input == null ? 'NotNull' : 'Pattern') })
      .min(MIN_COLUMNS, { error: 'Size' })
      .max(MAX_COLUMNS, { error: 'Size' }),
    ...layoutFields,
  })
  .transform(({ cssLayoutsString, ...section }) => ({
    ...section,
    cssLayouts: resolveLayouts({ cssLayouts: section.cssLayouts, cssLayoutsString }),
  }))
  .meta({ id: 'CmsSectionRequest' });

/**
 * `POST /api/info-component/`: without an id adds a section to a page (201), with one saves it again
 * (200). Saving again needs `version`, the version the editor loaded: another save since then answers
 * 409 (a new section has none to send). Location BRANCH needs the branch.
 */
export const InfoComponentSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    name: nameText(COMPONENT_NAME_MAX_LENGTH)
      .nullish()
      .transform((v) => v ?? ''),
    location: choice(CMS_LOCATIONS),
    lang: ContentLanguageSchema,
    country: optionalCountry,
    index: integer({ max: MAX_SECTION_INDEX }).nullish(),
    branch: IdSchema.nullish().transform((v) => v ?? null),
    section: CmsSectionRequestSchema,
    version: integer({ min: 1 }).nullish(),
  })
  .superRefine((component, ctx) => {
    if (component.location === 'BRANCH' && !component.branch) {
      ctx.addIssue({ code: 'custom', message: 'NotNull', path: ['branch'] });
    }
    if (component.id && component.version == null) {
      ctx.addIssue({ code: 'custom', message: 'NotNull', path: ['version'] });
    }
  })
  .meta({ id: 'InfoComponentSaveRequest' });
export type InfoComponentSaveRequest = z.input<typeof InfoComponentSaveRequestSchema>;
export type InfoComponentSaveValues = z.output<typeof InfoComponentSaveRequestSchema>;

const LayoutsOut = StoredCssLayoutsSchema;

export const CmsElementSchema = z
  .object({
    id: IdSchema,
    type: z.enum(ELEMENT_TYPES),
    content: z.string(),
    url: z.string().nullable(),
    file: z.object({ fileId: z.string(), fileName: z.string() }).nullable(),
    /** Spec §3: "cssLayouts per MOBILE, TABLET and DESKTOP stored as a JSON string". */
    cssLayouts: z.string(),
    /** The same string under the section's second name. */
    cssLayoutsString: z.string(),
  })
  .meta({ id: 'CmsElement' });
export type CmsElement = z.infer<typeof CmsElementSchema>;

export const CmsColumnSchema = z
  .object({ type: z.enum(COLUMN_TYPES), elements: z.array(CmsElementSchema) })
  .meta({ id: 'CmsColumn' });

export const CmsSectionSchema = z
  .object({
    index: z.number().int(),
    columns: z.array(CmsColumnSchema),
    cssLayouts: LayoutsOut,
    cssLayoutsString: z.string(),
  })
  .meta({ id: 'CmsSection' });
export type CmsSection = z.infer<typeof CmsSectionSchema>;

/** A section as the public pages and the editor read it. */
export const InfoComponentSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    location: z.enum(CMS_LOCATIONS),
    lang: z.string(),
    country: z.string().nullable(),
    index: z.number().int(),
    branch: IdSchema.nullable(),
    section: CmsSectionSchema,
    /** Its version: send it back with the next save. */
    version: z.number().int(),
    lastModifiedDate: z.string(),
  })
  .meta({ id: 'InfoComponent' });
export type InfoComponent = z.infer<typeof InfoComponentSchema>;

/**
 * `GET /api/info-components`: a page's sections in order (`location`, or one section by `id`), in
 * the visitor's `language` with a fallback to Polish, for a `country` and a `branch` when given.
 */
export const InfoComponentListQuerySchema = z.object({
  location: choice(CMS_LOCATIONS).optional(),
  id: Uuid.optional(),
  country: CountrySchema.optional(),
  language: QueryLanguageSchema.optional(),
  branch: Uuid.optional(),
  position: LogPosition.optional(),
});
export type InfoComponentListQuery = z.input<typeof InfoComponentListQuerySchema>;

/**
 * `POST /api/info-components-style`: the order of one page's sections (the spec does not show its
 * body): the sections of that page, first to last. Each moved section gets a new version.
 */
export const InfoComponentsStyleRequestSchema = z
  .object({
    location: choice(CMS_LOCATIONS),
    lang: ContentLanguageSchema,
    country: optionalCountry,
    branch: IdSchema.nullish().transform((v) => v ?? null),
    order: z
      .array(IdSchema, { error: (i) => (i.input == null ? 'NotNull' : 'Pattern') })
      .min(1, { error: 'Size' })
      .max(MAX_SECTIONS_PER_PAGE, { error: 'Size' }),
  })
  .superRefine((body, ctx) => {
    if (body.location === 'BRANCH' && !body.branch)
      ctx.addIssue({ code: 'custom', message: 'NotNull', path: ['branch'] });
    const ids = body.order.map((id) => id.value);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: 'Pattern', path: ['order'] });
  })
  .meta({ id: 'InfoComponentsStyleRequest' });
export type InfoComponentsStyleRequest = z.input<typeof InfoComponentsStyleRequestSchema>;

export const InfoComponentParamsSchema = z.object({ id: Uuid });

/** One saved version of a section: who saved it, when, and the section as it was then. */
export const InfoComponentVersionSchema = z
  .object({
    version: z.number().int(),
    /** The display name of the person who saved it (null when unknown). */
    who: z.string().nullable(),
    whoId: z.string().nullable(),
    when: IsoDateTime,
    /** The version this one restored, when it is a restore. */
    restoredFrom: z.number().int().nullable(),
    removed: z.boolean(),
    component: InfoComponentSchema.nullable(),
  })
  .meta({ id: 'InfoComponentVersion' });
export type InfoComponentVersion = z.infer<typeof InfoComponentVersionSchema>;

/** `GET /api/info-component/{id}/history`: every saved version of a section, newest first. */
export const InfoComponentHistoryQuerySchema = z.object({ position: LogPosition.optional() });

/** `POST /api/info-component/{id}/restore`: saves an earlier version again, as a new version. */
export const InfoComponentRestoreRequestSchema = z
  .object({ version: integer({ min: 1 }) })
  .meta({ id: 'InfoComponentRestoreRequest' });
