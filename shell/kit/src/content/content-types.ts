import type { ColumnType, CssLayouts, Device, ElementType } from '@cenacle/shared-domain/content/rules';

/** An element as the renderer needs it: a saved one (`InfoComponent`) or one being edited. */
export interface RenderableElement {
  /** Absent while an element is being added. */
  readonly id?: { readonly value: string } | null;
  readonly type: ElementType;
  /** A heading's or a button's words; a TEXT's server-sanitized HTML; a PHOTO's text alternative. */
  readonly content: string;
  readonly url: string | null;
  readonly file: { readonly fileId: string; readonly fileName: string } | null;
  readonly cssLayouts: CssLayouts;
}

export interface RenderableColumn {
  readonly type: ColumnType;
  readonly elements: readonly RenderableElement[];
}

export interface RenderableSection {
  /** A saved section's id (`InfoComponent.id`). */
  readonly id?: { readonly value: string } | null;
  readonly columns: readonly RenderableColumn[];
  readonly cssLayouts: CssLayouts;
}

export type { Device };
