import { describe, expect, it } from 'vitest';
import { AboutUsSaveRequestSchema } from './about-us.contract.ts';
import { InfoComponentSaveRequestSchema, InfoComponentsStyleRequestSchema } from './cms.contract.ts';
import { defaultLayouts } from './cms.rules.ts';
import { TestimonySaveRequestSchema } from './testimony.contract.ts';

const fields = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

const component = (section: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  location: 'LONG_PAGE',
  lang: 'pl',
  section: { columns: [{ type: 'CENTER', elements: [] }], ...section },
  ...extra,
});

describe('the info-component contract', () => {
  it('takes layouts as an object or as the JSON string the spec stores', () => {
    const layouts = defaultLayouts('SECTION');
    const fromString = InfoComponentSaveRequestSchema.parse(
      component({ cssLayoutsString: JSON.stringify(layouts) }),
    );
    expect(fromString.section.cssLayouts).toEqual(layouts);
    const fromObject = InfoComponentSaveRequestSchema.parse(component({ cssLayouts: layouts }));
    expect(fromObject.section.cssLayouts).toEqual(layouts);
    expect(InfoComponentSaveRequestSchema.parse(component({})).section.cssLayouts).toBeNull();
  });

  it('refuses a layout string that is not a layout, and colours off the palette', () => {
    expect(
      fields(InfoComponentSaveRequestSchema.safeParse(component({ cssLayoutsString: '{"MOBILE":1}' }))),
    ).toEqual(['section.cssLayoutsString:Pattern']);
    const red = { ...defaultLayouts('SECTION').MOBILE, backgroundColor: 'red' };
    const result = InfoComponentSaveRequestSchema.safeParse(
      component({ cssLayouts: { MOBILE: red, TABLET: red, DESKTOP: red } }),
    );
    expect(fields(result)).toContain('section.cssLayouts.MOBILE.backgroundColor:Pattern');
  });

  it('allows one or two columns', () => {
    const three = { columns: [1, 2, 3].map(() => ({ type: 'LEFT', elements: [] })) };
    expect(fields(InfoComponentSaveRequestSchema.safeParse(component(three)))).toEqual([
      'section.columns:Size',
    ]);
    expect(fields(InfoComponentSaveRequestSchema.safeParse(component({ columns: [] })))).toEqual([
      'section.columns:Size',
    ]);
  });

  it('wants a safe address on a button, a file on a photo and a branch on a branch page', () => {
    const elements = [
      { type: 'BUTTON', content: 'Go', url: 'javascript:alert(1)' },
      { type: 'BUTTON', content: 'Go' },
      { type: 'PHOTO' },
      { type: 'BUTTON', content: 'Events', url: '/events' },
    ];
    const result = InfoComponentSaveRequestSchema.safeParse(
      component({ columns: [{ type: 'CENTER', elements }] }, { location: 'BRANCH' }),
    );
    expect(fields(result).sort()).toEqual(
      [
        'branch:NotNull',
        'section.columns.0.elements.0.url:Pattern',
        'section.columns.0.elements.1.url:NotNull',
        'section.columns.0.elements.2.file:NotNull',
      ].sort(),
    );
  });

  it('orders a page by distinct section ids', () => {
    const id = { value: '8a1f8a8e-1b61-4a83-9f57-2f7b1c2f0a01' };
    expect(
      fields(InfoComponentsStyleRequestSchema.safeParse({ location: 'BLOG', lang: 'en', order: [id, id] })),
    ).toEqual(['order:Pattern']);
  });
});

describe('about-us and testimony contracts', () => {
  it('require the about-us title, language and content', () => {
    expect(fields(AboutUsSaveRequestSchema.safeParse({ title: ' ', content: '' })).sort()).toEqual(
      ['content:NotBlank', 'language:NotNull', 'title:NotBlank'].sort(),
    );
  });

  it('require the testimony type, author, content and country', () => {
    expect(fields(TestimonySaveRequestSchema.safeParse({})).sort()).toEqual(
      ['author:NotNull', 'content:NotNull', 'country:NotNull', 'type:NotNull'].sort(),
    );
  });

  it('want an http(s) address as a video testimony', () => {
    const video = { type: 'VIDEO', author: 'Anna', country: 'POL' };
    expect(
      fields(TestimonySaveRequestSchema.safeParse({ ...video, content: 'javascript:alert(1)' })),
    ).toEqual(['content:Pattern']);
    expect(TestimonySaveRequestSchema.safeParse({ ...video, content: 'https://youtu.be/x' }).success).toBe(
      true,
    );
  });
});
