/**
 * @cenacle/kit/content — the renderer of CMS sections, a shared singleton entry of its own: the
 * public pages and the CMS editor's preview draw sections with the same code. Plain HTML and inline
 * styles, no Fluent UI.
 */

export { ContentElement } from './ContentElement.tsx';
export { ContentSection, ContentSections, type ContentSectionsProps } from './ContentSections.tsx';
export type {
  RenderableColumn,
  RenderableElement,
  RenderableSection,
} from './content-types.ts';
