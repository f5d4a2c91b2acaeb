import { describe, expect, it } from 'vitest';
import {
  moveElement,
  newElement,
  newSection,
  sectionRequest,
  updateColumn,
  updateElement,
  withColumnCount,
  withLayout,
} from './section-draft.ts';

// As the form does: the contract (and zod) are loaded on demand.
const { InfoComponentSaveRequestSchema } = await import('@cenacle/shared-domain/content/contracts');

const PAGE = { location: 'LONG_PAGE', language: 'pl', country: null, branch: null } as const;

function filled() {
  const heading = { ...newElement('H1'), content: 'Witajcie' };
  const text = { ...newElement('TEXT'), content: '<p>Słowo</p>' };
  const button = { ...newElement('BUTTON'), content: 'Zapisz się', url: '/events' };
  let section = newSection();
  section = updateColumn(section, 0, { elements: [heading, text] });
  section = updateColumn(section, 1, { elements: [button] });
  return { section, heading, text, button };
}

describe('A section being edited', () => {
  it('starts with two columns, the section padded 100 and a heading 16/8 (spec §9)', () => {
    const section = newSection();
    expect(section.columns.map((c) => c.type)).toEqual(['LEFT', 'RIGHT']);
    expect(section.cssLayouts.DESKTOP).toMatchObject({ paddingTop: 100, paddingBottom: 100 });
    expect(newElement('H2').cssLayouts.MOBILE).toMatchObject({ paddingTop: 16, paddingBottom: 8 });
  });

  it('keeps every element when it goes down to one column, and moves elements within a column', () => {
    const { section, heading, text, button } = filled();
    const one = withColumnCount(section, 1);
    expect(one.columns).toHaveLength(1);
    expect(one.columns[0]?.elements.map((e) => e.key)).toEqual([heading.key, text.key, button.key]);
    const moved = moveElement(section, 0, text.key, -1);
    expect(moved.columns[0]?.elements.map((e) => e.key)).toEqual([text.key, heading.key]);
    expect(moveElement(section, 0, heading.key, -1)).toBe(section);
  });

  it('changes one device layout only', () => {
    const { section, heading } = filled();
    const changed = updateElement(section, 0, heading.key, {
      cssLayouts: withLayout(heading.cssLayouts, 'TABLET', { width: 50, backgroundColor: '#DCE8F5' }),
    });
    const layouts = changed.columns[0]?.elements[0]?.cssLayouts;
    expect(layouts?.TABLET).toMatchObject({ width: 50, backgroundColor: '#DCE8F5' });
    expect(layouts?.DESKTOP.width).toBeNull();
  });

  it('is saved as a request the content contract accepts, new and again', () => {
    const { section } = filled();
    const fresh = InfoComponentSaveRequestSchema.safeParse(sectionRequest('Powitanie', section, PAGE, null));
    expect(fresh.success).toBe(true);
    const again = sectionRequest('Powitanie', section, PAGE, {
      id: '0b0c9a3e-4b7c-4d43-9b0e-6a4fb0d0a001',
      version: 3,
      index: 2,
    });
    expect(again).toMatchObject({
      version: 3,
      index: 2,
      id: { value: '0b0c9a3e-4b7c-4d43-9b0e-6a4fb0d0a001' },
    });
    expect(InfoComponentSaveRequestSchema.safeParse(again).success).toBe(true);
  });

  it('fails the contract on a button without an address, named by its path', () => {
    const { section, button } = filled();
    const broken = updateElement(section, 1, button.key, { url: '' });
    const result = InfoComponentSaveRequestSchema.safeParse(sectionRequest('', broken, PAGE, null));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('section.columns.1.elements.0.url');
  });
});
