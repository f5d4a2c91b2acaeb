/**
 * The CMS (spec §3 CMS component and element; calls §9 CMS constants): a page of the public site is
 * a list of sections ("components"); a section holds one or two columns of elements, each laid out
 * per device. Pure and browser-safe: the editor's preview and the public pages use the same rules.
 */

/** Where a section is shown: the home page's long page, about us, blog, formation, a branch's page. */
export const CMS_LOCATIONS = ['LONG_PAGE', 'ABOUT_US', 'BLOG', 'FORMATION', 'BRANCH'] as const;
export type CmsLocation = (typeof CMS_LOCATIONS)[number];

export const ELEMENT_TYPES = ['H1', 'H2', 'TEXT', 'BUTTON', 'PHOTO', 'COLUMN', 'SECTION'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

export const COLUMN_TYPES = ['LEFT', 'RIGHT', 'CENTER'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export const DEVICES = ['MOBILE', 'TABLET', 'DESKTOP'] as const;
export type Device = (typeof DEVICES)[number];

/** The width of the preview frame per device, in CSS pixels. */
export const DEVICE_WIDTHS: Readonly<Record<Device, number>> = { MOBILE: 375, TABLET: 768, DESKTOP: 1280 };

export const WIDTH_UNITS = ['px', '%'] as const;
export type WidthUnit = (typeof WIDTH_UNITS)[number];

export const BORDER_STYLES = ['none', 'solid', 'double', 'dashed', 'dotted', 'groove'] as const;
export type BorderStyle = (typeof BORDER_STYLES)[number];

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** The fixed palette of 10 colours (spec §9) for borders, backgrounds and text. */
export const PALETTE = [
  '#FFFFFF',
  '#000000',
  '#1F2A44',
  '#2B5797',
  '#DCE8F5',
  '#2E7D32',
  '#C9A227',
  '#F7F1E3',
  '#B3261E',
  '#6B6B6B',
] as const;
export type PaletteColour = (typeof PALETTE)[number];

export const isPaletteColour = (value: unknown): value is PaletteColour =>
  typeof value === 'string' && (PALETTE as readonly string[]).includes(value.toUpperCase());

/** Bounds of a layout's numbers: what the editor offers and the server accepts. */
export const MAX_WIDTH_PX = 4_000;
export const MAX_WIDTH_PERCENT = 100;
export const MAX_PADDING = 500;
export const MAX_BORDER_WIDTH = 50;

/** How an element or a section is laid out on one device. A null width is the natural width. */
export interface CssLayout {
  readonly width: number | null;
  readonly widthUnit: WidthUnit;
  readonly paddingTop: number;
  readonly paddingRight: number;
  readonly paddingBottom: number;
  readonly paddingLeft: number;
  readonly borderStyle: BorderStyle;
  readonly borderWidth: number;
  readonly borderColor: PaletteColour | null;
  readonly backgroundColor: PaletteColour | null;
  readonly color: PaletteColour | null;
  readonly textAlign: TextAlign | null;
}

/** One layout per device. */
export type CssLayouts = Readonly<Record<Device, CssLayout>>;

/** Spec §9: a section is padded 100 px top and bottom, a heading 16 above and 8 below. */
export const SECTION_PADDING = 100;
export const HEADING_PADDING_TOP = 16;
export const HEADING_PADDING_BOTTOM = 8;
/** A new section has two columns; one or two are allowed. */
export const DEFAULT_COLUMN_COUNT = 2;
export const MIN_COLUMNS = 1;
export const MAX_COLUMNS = 2;

const BLANK_LAYOUT: CssLayout = {
  width: null,
  widthUnit: '%',
  paddingTop: 0,
  paddingRight: 0,
  paddingBottom: 0,
  paddingLeft: 0,
  borderStyle: 'none',
  borderWidth: 0,
  borderColor: null,
  backgroundColor: null,
  color: null,
  textAlign: null,
};

/** The layout a new section (`SECTION`) or element starts with on one device. */
export function defaultLayout(of: ElementType): CssLayout {
  switch (of) {
    case 'SECTION':
      return { ...BLANK_LAYOUT, paddingTop: SECTION_PADDING, paddingBottom: SECTION_PADDING };
    case 'H1':
    case 'H2':
      return { ...BLANK_LAYOUT, paddingTop: HEADING_PADDING_TOP, paddingBottom: HEADING_PADDING_BOTTOM };
    default:
      return BLANK_LAYOUT;
  }
}

/** The same default on every device. */
export function defaultLayouts(of: ElementType): CssLayouts {
  const layout = defaultLayout(of);
  return { MOBILE: layout, TABLET: layout, DESKTOP: layout };
}

/** The CSS properties a layout gives, named as React's `style` names them. */
export interface LayoutStyle {
  width?: string;
  paddingTop: number;
  paddingRight: number;
  paddingBottom: number;
  paddingLeft: number;
  borderStyle: BorderStyle;
  borderWidth?: number;
  borderColor?: string;
  backgroundColor?: string;
  color?: string;
  textAlign?: TextAlign;
  boxSizing: 'border-box';
}

const clamp = (value: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : 0;

/**
 * A layout as React style properties. Values are clamped to their bounds and colours kept only
 * when they are from the palette, so whatever the layout holds, only these properties come out.
 */
export function layoutStyle(layout: CssLayout): LayoutStyle {
  const style: LayoutStyle = {
    paddingTop: clamp(layout.paddingTop, MAX_PADDING),
    paddingRight: clamp(layout.paddingRight, MAX_PADDING),
    paddingBottom: clamp(layout.paddingBottom, MAX_PADDING),
    paddingLeft: clamp(layout.paddingLeft, MAX_PADDING),
    borderStyle: (BORDER_STYLES as readonly string[]).includes(layout.borderStyle)
      ? layout.borderStyle
      : 'none',
    boxSizing: 'border-box',
  };
  if (layout.width !== null) {
    const unit: WidthUnit = layout.widthUnit === 'px' ? 'px' : '%';
    style.width = `${clamp(layout.width, unit === 'px' ? MAX_WIDTH_PX : MAX_WIDTH_PERCENT)}${unit}`;
  }
  if (style.borderStyle !== 'none') {
    style.borderWidth = clamp(layout.borderWidth, MAX_BORDER_WIDTH);
    if (isPaletteColour(layout.borderColor)) style.borderColor = layout.borderColor;
  }
  if (isPaletteColour(layout.backgroundColor)) style.backgroundColor = layout.backgroundColor;
  if (isPaletteColour(layout.color)) style.color = layout.color;
  if (layout.textAlign && (TEXT_ALIGNS as readonly string[]).includes(layout.textAlign)) {
    style.textAlign = layout.textAlign;
  }
  return style;
}

/** The device whose layout applies at a viewport width (the preview's and the public page's). */
export function deviceForWidth(width: number): Device {
  if (width < DEVICE_WIDTHS.TABLET) return 'MOBILE';
  if (width < DEVICE_WIDTHS.DESKTOP) return 'TABLET';
  return 'DESKTOP';
}

const LAYOUT_KEYS = Object.keys(BLANK_LAYOUT) as (keyof CssLayout)[];

/** Layouts as the JSON string the spec stores, devices and fields always in the same order. */
/**
 * An element's layouts from the JSON string the API answers (spec §3: "stored as a JSON string"),
 * each device's missing fields from its type's defaults; text that is no such JSON gives the defaults.
 */
export function layoutsOfString(text: string, of: ElementType): CssLayouts {
  const defaults = defaultLayouts(of);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return defaults;
  }
  if (typeof parsed !== 'object' || parsed === null) return defaults;
  const given = parsed as Partial<Record<(typeof DEVICES)[number], Partial<CssLayout>>>;
  return {
    MOBILE: { ...defaults.MOBILE, ...given.MOBILE },
    TABLET: { ...defaults.TABLET, ...given.TABLET },
    DESKTOP: { ...defaults.DESKTOP, ...given.DESKTOP },
  };
}

export function cssLayoutsString(layouts: CssLayouts): string {
  const ordered = Object.fromEntries(
    DEVICES.map((device) => [
      device,
      Object.fromEntries(LAYOUT_KEYS.map((key) => [key, layouts[device][key]])),
    ]),
  );
  return JSON.stringify(ordered);
}
