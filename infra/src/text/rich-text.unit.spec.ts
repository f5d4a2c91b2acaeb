import { describe, expect, it } from 'vitest';
import { isOwnImage, sanitizeRichText } from './rich-text.ts';

const FILE = '0b8a3c1e-5f2d-4c1a-9e7b-2d3f4a5b6c7d';

describe('sanitizeRichText', () => {
  it('keeps the editor’s markup and images of our file store, without their handlers', () => {
    expect(
      sanitizeRichText(`<p><strong>a</strong><img src="/api/image/${FILE}" onerror="alert(1)" alt="x"></p>`),
    ).toBe(`<p><strong>a</strong><img src="/api/image/${FILE}" alt="x" /></p>`);
    // An image alone is content.
    expect(sanitizeRichText(`<p><img src="api/image/${FILE}"></p>`)).toBe(
      `<p><img src="api/image/${FILE}" /></p>`,
    );
  });

  it('drops images from elsewhere, data: URLs and broken image tags', () => {
    for (const html of [
      '<img src="https://tracker.example/p.png">',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      `<img src="/api/image/${FILE}?x=1">`,
      `<img src="/api/image/../../${FILE}">`,
      '<img src=x onerror=alert(1)//',
    ]) {
      expect(sanitizeRichText(html), html).toBeNull();
    }
  });

  it('keeps no script, style, event handler, javascript: or protocol-relative link', () => {
    for (const html of [
      '<a href="javascript:alert(1)">x</a>',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a href=" JaVaScRiPt:alert(1)">x</a>',
      '<a href="//evil.example/">x</a>',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    ]) {
      expect(sanitizeRichText(html), html).toBe(
        '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
      );
    }
    expect(sanitizeRichText('<p style="background:url(javascript:alert(1))" onclick="x()">x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeRichText('<script>alert(1)</script><style>p{}</style>')).toBeNull();
    expect(sanitizeRichText('<svg onload=alert(1)><p>x</p></svg>')).toBe('<p>x</p>');
  });

  it('recognises our image addresses only', () => {
    expect(isOwnImage(`/api/image/${FILE}`)).toBe(true);
    expect(isOwnImage(`/api/thumbnail/${FILE}`)).toBe(true);
    expect(isOwnImage(`https://evil.example/api/image/${FILE}`)).toBe(false);
    expect(isOwnImage(undefined)).toBe(false);
  });
});
