import type { InfoComponent, InfoComponentSaveRequest } from '@cenacle/shared-domain/content/contracts';
import {
  type ColumnType,
  type ContentFile,
  type CssLayout,
  type CssLayouts,
  DEFAULT_COLUMN_COUNT,
  type Device,
  defaultLayouts,
  type ElementType,
  layoutsOfString,
} from '@cenacle/shared-domain/content/rules';
import type { PageScope } from '../sections/api/sections.api.ts';

/**
 * A section as the editor holds it while it is changed: plain values the form edits, turned into the
 * contract's request on save. An element's `key` names it in the list (an element added now has no
 * id until the server gives it one).
 */
export interface ElementDraft {
  readonly key: string;
  readonly id: string | null;
  readonly type: ElementType;
  readonly content: string;
  readonly url: string;
  readonly file: ContentFile | null;
  readonly cssLayouts: CssLayouts;
}

export interface ColumnDraft {
  readonly type: ColumnType;
  readonly elements: readonly ElementDraft[];
}

export interface SectionDraft {
  readonly columns: readonly ColumnDraft[];
  readonly cssLayouts: CssLayouts;
}

let counter = 0;
const newKey = () => `new-${++counter}`;

/** The column types a section of one or two columns starts with. */
const columnTypes = (count: number): ColumnType[] => (count === 1 ? ['CENTER'] : ['LEFT', 'RIGHT']);

/** A new section: two columns (spec §9), no elements, the section's default layout. */
export function newSection(columns = DEFAULT_COLUMN_COUNT): SectionDraft {
  return {
    columns: columnTypes(columns).map((type) => ({ type, elements: [] })),
    cssLayouts: defaultLayouts('SECTION'),
  };
}

export function newElement(type: ElementType): ElementDraft {
  return {
    key: newKey(),
    id: null,
    type,
    content: '',
    url: '',
    file: null,
    cssLayouts: defaultLayouts(type),
  };
}

/** A saved section, ready to be edited. */
export function draftOf(component: InfoComponent): SectionDraft {
  return {
    cssLayouts: component.section.cssLayouts,
    columns: component.section.columns.map((column) => ({
      type: column.type,
      elements: column.elements.map((element) => ({
        key: element.id.value,
        id: element.id.value,
        type: element.type,
        content: element.content,
        url: element.url ?? '',
        file: element.file,
        cssLayouts: layoutsOfString(element.cssLayouts, element.type),
      })),
    })),
  };
}

/** One or two columns: a second one is added empty, a removed one gives its elements to the first. */
export function withColumnCount(section: SectionDraft, count: 1 | 2): SectionDraft {
  if (count === section.columns.length) return section;
  const [first, second] = section.columns;
  if (count === 1) {
    const elements = [...(first?.elements ?? []), ...(second?.elements ?? [])];
    return { ...section, columns: [{ type: 'CENTER', elements }] };
  }
  return {
    ...section,
    columns: [
      { type: 'LEFT', elements: first?.elements ?? [] },
      { type: 'RIGHT', elements: [] },
    ],
  };
}

export function updateColumn(
  section: SectionDraft,
  index: number,
  change: Partial<ColumnDraft>,
): SectionDraft {
  return { ...section, columns: section.columns.map((c, i) => (i === index ? { ...c, ...change } : c)) };
}

export function updateElement(
  section: SectionDraft,
  column: number,
  key: string,
  change: Partial<ElementDraft>,
): SectionDraft {
  const elements = section.columns[column]?.elements ?? [];
  return updateColumn(section, column, {
    elements: elements.map((e) => (e.key === key ? { ...e, ...change } : e)),
  });
}

/** Moves an element one place up (-1) or down (+1) in its column. */
export function moveElement(section: SectionDraft, column: number, key: string, by: -1 | 1): SectionDraft {
  const elements = [...(section.columns[column]?.elements ?? [])];
  const from = elements.findIndex((e) => e.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= elements.length) return section;
  const [moved] = elements.splice(from, 1);
  if (moved) elements.splice(to, 0, moved);
  return updateColumn(section, column, { elements });
}

export function removeElement(section: SectionDraft, column: number, key: string): SectionDraft {
  const elements = section.columns[column]?.elements ?? [];
  return updateColumn(section, column, { elements: elements.filter((e) => e.key !== key) });
}

/** The layouts with one device's layout changed. */
export function withLayout(layouts: CssLayouts, device: Device, change: Partial<CssLayout>): CssLayouts {
  return { ...layouts, [device]: { ...layouts[device], ...change } };
}

/** The request that saves the draft on its page (`version`: the one loaded, null for a new one). */
export function sectionRequest(
  name: string,
  draft: SectionDraft,
  scope: PageScope,
  saved: { readonly id: string; readonly version: number; readonly index: number } | null,
): InfoComponentSaveRequest {
  return {
    id: saved ? { value: saved.id } : null,
    name,
    location: scope.location,
    lang: scope.language,
    country: scope.country,
    branch: scope.branch ? { value: scope.branch } : null,
    index: saved?.index ?? null,
    version: saved?.version ?? null,
    section: {
      cssLayouts: draft.cssLayouts,
      columns: draft.columns.map((column) => ({
        type: column.type,
        elements: column.elements.map((element) => ({
          id: element.id ? { value: element.id } : null,
          type: element.type,
          content: element.content,
          url: element.url.trim() || null,
          file: element.file,
          cssLayouts: element.cssLayouts,
        })),
      })),
    },
  };
}

/** The draft as the content renderer draws it (the live preview). */
export function previewOf(draft: SectionDraft) {
  return {
    cssLayouts: draft.cssLayouts,
    columns: draft.columns.map((column) => ({
      type: column.type,
      elements: column.elements.map((element) => ({
        id: { value: element.key },
        type: element.type,
        content: element.content,
        url: element.url || null,
        file: element.file,
        cssLayouts: element.cssLayouts,
      })),
    })),
  };
}

/** True when the draft differs from what was loaded (closing then asks first). */
export const isChanged = (initial: SectionDraft, current: SectionDraft): boolean =>
  JSON.stringify(initial) !== JSON.stringify(current);
