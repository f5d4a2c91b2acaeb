import { type Device, isButtonUrl, layoutStyle } from '@cenacle/shared-domain/content/rules';
import type { CSSProperties } from 'react';
import { imageUrl } from '../api/upload.ts';
import type { RenderableElement } from './content-types.ts';

/** A photo reserves 16:9 of its width until it has loaded (no layout shift on a slow phone). */
const PHOTO_WIDTH = 1280;
const PHOTO_HEIGHT = 720;

const BUTTON: CSSProperties = {
  display: 'inline-block',
  padding: '10px 20px',
  borderRadius: 4,
  backgroundColor: '#2B5797',
  color: '#FFFFFF',
  textDecoration: 'none',
  fontWeight: 600,
};

/** The `width` in pixels a layout asks for, if it asks for one in pixels. */
function pixelWidth(style: ReturnType<typeof layoutStyle>): number | undefined {
  return style.width?.endsWith('px') ? Number.parseInt(style.width, 10) : undefined;
}

/** One element of a section, on one device, in plain HTML and inline styles. */
export function ContentElement({ element, device }: { element: RenderableElement; device: Device }) {
  const style: CSSProperties = { ...layoutStyle(element.cssLayouts[device]), margin: 0, maxWidth: '100%' };
  switch (element.type) {
    case 'H1':
      return <h1 style={style}>{element.content}</h1>;
    case 'H2':
      return <h2 style={style}>{element.content}</h2>;
    case 'TEXT':
      // The server keeps only harmless HTML (no scripts, handlers or javascript: addresses); in the
      // editor's preview it is TipTap's own output, which holds only its schema's tags.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized rich text
      return <div style={style} dangerouslySetInnerHTML={{ __html: element.content }} />;
    case 'BUTTON':
      return (
        <div style={style}>
          {element.url && isButtonUrl(element.url) ? (
            <a href={element.url} style={BUTTON}>
              {element.content}
            </a>
          ) : (
            <span style={BUTTON}>{element.content}</span>
          )}
        </div>
      );
    case 'PHOTO': {
      if (!element.file) return null;
      const width = pixelWidth(layoutStyle(element.cssLayouts[device])) ?? PHOTO_WIDTH;
      return (
        <div style={style}>
          <img
            src={imageUrl(element.file.fileId)}
            alt={element.content || element.file.fileName}
            width={width}
            height={Math.round((width * PHOTO_HEIGHT) / PHOTO_WIDTH)}
            loading="lazy"
            decoding="async"
            style={{ display: 'block', width: '100%', height: 'auto' }}
          />
        </div>
      );
    }
    case 'COLUMN':
    case 'SECTION':
      // A box of its own layout (a spacer, a coloured band) with its words, if any.
      return <div style={style}>{element.content}</div>;
  }
}
