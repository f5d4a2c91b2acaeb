import { defaultLayouts } from '@cenacle/shared-domain/content/rules';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentSections } from './ContentSections.tsx';
import type { RenderableElement, RenderableSection } from './content-types.ts';

const element = (
  type: RenderableElement['type'],
  more: Partial<RenderableElement> = {},
): RenderableElement => ({
  type,
  content: '',
  url: null,
  file: null,
  cssLayouts: defaultLayouts(type),
  ...more,
});

const SECTION: RenderableSection = {
  cssLayouts: {
    ...defaultLayouts('SECTION'),
    DESKTOP: { ...defaultLayouts('SECTION').DESKTOP, width: 80, widthUnit: '%', backgroundColor: '#DCE8F5' },
  },
  columns: [
    {
      type: 'LEFT',
      elements: [
        element('H1', { content: 'Witajcie' }),
        element('TEXT', { content: '<p>Słowo <b>życia</b></p>' }),
      ],
    },
    {
      type: 'CENTER',
      elements: [
        element('PHOTO', { content: 'Dom rekolekcyjny', file: { fileId: 'f-1', fileName: 'dom.jpg' } }),
        element('BUTTON', { content: 'Zapisz się', url: '/events' }),
        element('BUTTON', { content: 'Nie', url: 'javascript:alert(1)' }),
      ],
    },
  ],
};

const render = (device: 'MOBILE' | 'TABLET' | 'DESKTOP') =>
  renderToStaticMarkup(createElement(ContentSections, { sections: [SECTION], device }));

describe('The CMS content renderer', () => {
  it('draws headings, the sanitized text, a photo with its text alternative and size, and a button link', () => {
    const html = render('DESKTOP');
    expect(html).toContain('<h1 style="padding-top:16px;padding-right:0;padding-bottom:8px');
    expect(html).toContain('<p>Słowo <b>życia</b></p>');
    expect(html).toMatch(/<img src="\/api\/image\/f-1" alt="Dom rekolekcyjny" width="1280" height="720"/);
    expect(html).toContain('<a href="/events"');
    expect(html).not.toContain('javascript:');
  });

  it("uses the forced device's layout: two columns side by side on a desktop, stacked on a phone", () => {
    const desktop = render('DESKTOP');
    expect(desktop).toContain('data-device="DESKTOP"');
    expect(desktop).toContain('width:80%');
    expect(desktop).toContain('background-color:#DCE8F5');
    expect(desktop).toContain('flex-direction:row');
    const mobile = render('MOBILE');
    expect(mobile).toContain('flex-direction:column;gap');
    expect(mobile).not.toContain('width:80%');
    expect(mobile).toContain('padding-top:100px');
  });
});
