import { randomUUID } from 'node:crypto';
import { type ComponentSnapshot, defaultLayouts } from '@cenacle/shared-domain/content/rules';

/** A CMS section of one heading, as an editor's save leaves it. */
export function sectionSnapshot(
  name: string,
  values: Partial<Omit<ComponentSnapshot, 'name' | 'section'>> = {},
): ComponentSnapshot {
  return {
    name,
    location: 'LONG_PAGE',
    lang: 'pl',
    country: null,
    branchId: null,
    index: 0,
    ...values,
    section: {
      cssLayouts: defaultLayouts('SECTION'),
      columns: [
        {
          type: 'CENTER',
          elements: [
            {
              elementId: randomUUID(),
              type: 'H1',
              content: name,
              url: null,
              file: null,
              cssLayouts: defaultLayouts('H1'),
            },
          ],
        },
      ],
    },
  };
}
