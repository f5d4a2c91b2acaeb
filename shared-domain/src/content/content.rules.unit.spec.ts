import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../common/canonical-json.ts';
import {
  cssLayoutsString,
  defaultLayout,
  defaultLayouts,
  deviceForWidth,
  layoutStyle,
  layoutsOfString,
} from './cms.rules.ts';
import { isButtonUrl, isSitePath, isWebUrl, languagesFor } from './content.rules.ts';
import { shortenText } from './text.rules.ts';

describe('CMS layouts', () => {
  it("reads an element's layouts back from the JSON string the API answers (spec §3)", () => {
    const layouts = { ...defaultLayouts('H2'), DESKTOP: { ...defaultLayouts('H2').DESKTOP, paddingTop: 40 } };
    expect(layoutsOfString(cssLayoutsString(layouts), 'H2')).toEqual(layouts);
    expect(layoutsOfString('{"MOBILE":{"color":"#DCE8F5"}}', 'TEXT').MOBILE).toEqual({
      ...defaultLayouts('TEXT').MOBILE,
      color: '#DCE8F5',
    });
    expect(layoutsOfString('not json', 'PHOTO')).toEqual(defaultLayouts('PHOTO'));
  });

  it('pads a new section 100 above and below, and a heading 16 and 8', () => {
    expect(defaultLayout('SECTION')).toMatchObject({ paddingTop: 100, paddingBottom: 100, paddingLeft: 0 });
    expect(defaultLayouts('H1').TABLET).toMatchObject({ paddingTop: 16, paddingBottom: 8 });
    expect(defaultLayout('TEXT')).toMatchObject({ paddingTop: 0, paddingBottom: 0, borderStyle: 'none' });
  });

  it('gives React style properties of a layout', () => {
    expect(
      layoutStyle({
        width: 50,
        widthUnit: '%',
        paddingTop: 10,
        paddingRight: 4,
        paddingBottom: 10,
        paddingLeft: 4,
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: '#2B5797',
        backgroundColor: '#F7F1E3',
        color: '#000000',
        textAlign: 'center',
      }),
    ).toEqual({
      width: '50%',
      paddingTop: 10,
      paddingRight: 4,
      paddingBottom: 10,
      paddingLeft: 4,
      borderStyle: 'dashed',
      borderWidth: 2,
      borderColor: '#2B5797',
      backgroundColor: '#F7F1E3',
      color: '#000000',
      textAlign: 'center',
      boxSizing: 'border-box',
    });
  });

  it('keeps only bounded values and palette colours, whatever the layout holds', () => {
    const style = layoutStyle({
      ...defaultLayout('TEXT'),
      width: 900,
      widthUnit: '%',
      paddingTop: 99_999,
      borderStyle: 'solid; background:url(javascript:alert(1))' as never,
      backgroundColor: 'red;position:fixed' as never,
      textAlign: 'expression(alert(1))' as never,
    });
    expect(style).toEqual({
      width: '100%',
      paddingTop: 500,
      paddingRight: 0,
      paddingBottom: 0,
      paddingLeft: 0,
      borderStyle: 'none',
      boxSizing: 'border-box',
    });
  });

  it('draws no border width or colour without a border, and a pixel width in px', () => {
    const style = layoutStyle({ ...defaultLayout('PHOTO'), width: 320, widthUnit: 'px', borderWidth: 3 });
    expect(style.width).toBe('320px');
    expect(style.borderWidth).toBeUndefined();
  });

  it('picks the device of a viewport width', () => {
    expect([375, 767, 768, 1279, 1280, 2000].map(deviceForWidth)).toEqual([
      'MOBILE',
      'MOBILE',
      'TABLET',
      'TABLET',
      'DESKTOP',
      'DESKTOP',
    ]);
  });
});

describe('shortenText', () => {
  it('strips tags, scripts and entities and keeps short text whole', () => {
    expect(shortenText('<p>Hello&nbsp;<b>world</b> &amp; all</p><script>alert(1)</script>', 200)).toBe(
      'Hello world & all',
    );
  });

  it('separates the words of adjoining paragraphs', () => {
    expect(shortenText('<p>One</p><p>Two</p><ul><li>Three</li></ul>', 200)).toBe('One Two Three');
  });

  it('cuts at a word near the limit and ends with an ellipsis', () => {
    const text = 'Weekend sessions three times a year plus a longer summer one';
    const short = shortenText(text, 30);
    expect(Array.from(short).length).toBeLessThanOrEqual(30);
    expect(short).toBe('Weekend sessions three times…');
  });

  it('cuts inside a long word when no space is near', () => {
    expect(shortenText('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('never returns markup, even from broken tags', () => {
    const short = shortenText('<img src=x onerror=alert(1)//<b>bold', 100);
    expect(short).not.toContain('<');
    expect(shortenText(null)).toBe('');
  });
});

describe('addresses', () => {
  it('accepts only http(s) web addresses', () => {
    expect(isWebUrl('https://www.youtube.com/watch?v=abc')).toBe(true);
    expect(isWebUrl('http://example.org')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'ftp://x.org',
      'https://',
      ' https://x.org',
    ]) {
      expect(isWebUrl(bad), bad).toBe(false);
    }
  });

  it('lets buttons lead to a path of this site, not a protocol-relative one', () => {
    expect(isSitePath('/events')).toBe(true);
    expect(isButtonUrl('/branch/1?x=2#top')).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'events', '/a b', 'JaVaScRiPt:alert(1)']) {
      expect(isButtonUrl(bad), bad).toBe(false);
    }
  });
});

describe('content languages', () => {
  it('tries the visitor language, then Polish', () => {
    expect(languagesFor('en')).toEqual(['en', 'pl']);
    expect(languagesFor('pl')).toEqual(['pl']);
    expect(languagesFor(undefined)).toEqual(['pl']);
    expect(languagesFor('EN-gb')).toEqual(['pl']);
  });
});

describe('canonical JSON', () => {
  it('does not depend on the order of keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});
