import {
  type ComponentSnapshot,
  defaultLayouts,
  ELEMENT_CONTENT_MAX_LENGTH,
  type ElementSnapshot,
  type InfoComponentSaveValues,
} from '@cenacle/shared-domain/content';
import type { Deps } from '../deps.ts';
import { checkImage, cleanRichText } from './content-fields.ts';

type Element = InfoComponentSaveValues['section']['columns'][number]['elements'][number];

async function elementSnapshot(deps: Deps, element: Element, field: string): Promise<ElementSnapshot> {
  if (element.type === 'PHOTO') await checkImage(deps, element.file, `${field}.file`);
  return {
    elementId: element.id?.value ?? deps.newId(),
    type: element.type,
    // A TEXT is rich text: only its harmless part is kept. Other contents are shown as plain text.
    content:
      element.type === 'TEXT'
        ? cleanRichText(element.content, `${field}.content`, ELEMENT_CONTENT_MAX_LENGTH, false)
        : element.content,
    url: element.type === 'BUTTON' ? element.url : null,
    file: element.type === 'PHOTO' ? element.file : null,
    cssLayouts: element.cssLayouts ?? defaultLayouts(element.type),
  };
}

/**
 * The section a save request describes, as the log keeps it: element ids given, rich text
 * sanitized, photos checked against the file store, missing layouts set to their defaults.
 */
export async function sectionSnapshot(
  deps: Deps,
  body: InfoComponentSaveValues,
  index: number,
): Promise<ComponentSnapshot> {
  const columns = [];
  for (const [c, column] of body.section.columns.entries()) {
    const elements: ElementSnapshot[] = [];
    for (const [e, element] of column.elements.entries()) {
      elements.push(await elementSnapshot(deps, element, `section.columns.${c}.elements.${e}`));
    }
    columns.push({ type: column.type, elements });
  }
  return {
    name: body.name,
    location: body.location,
    lang: body.lang,
    country: body.country,
    branchId: body.location === 'BRANCH' ? (body.branch?.value ?? null) : null,
    index,
    section: { cssLayouts: body.section.cssLayouts ?? defaultLayouts('SECTION'), columns },
  };
}
