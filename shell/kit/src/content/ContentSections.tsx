import { type Device, deviceForWidth, layoutStyle } from '@cenacle/shared-domain/content/rules';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { ContentElement } from './ContentElement.tsx';
import type { RenderableColumn, RenderableSection } from './content-types.ts';

const ALIGN: Readonly<Record<RenderableColumn['type'], CSSProperties['alignItems']>> = {
  LEFT: 'flex-start',
  CENTER: 'center',
  RIGHT: 'flex-end',
};

/** The device whose layouts apply: the one forced (the editor's preview), or the container's width. */
function useDevice(forced: Device | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Device>('DESKTOP');
  useLayoutEffect(() => {
    const element = ref.current;
    if (forced || !element) return;
    setMeasured(deviceForWidth(element.clientWidth));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMeasured(deviceForWidth(element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [forced]);
  return { ref, device: forced ?? measured };
}

export function ContentSection({ section, device }: { section: RenderableSection; device: Device }) {
  const stacked = device === 'MOBILE' || section.columns.length < 2;
  return (
    <section
      style={{
        ...layoutStyle(section.cssLayouts[device]),
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        gap: 24,
      }}
      data-columns={section.columns.length}
    >
      {section.columns.map((column, c) => (
        <div
          // Columns have no id of their own: their place in the section is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={c}
          style={{
            flex: '1 1 0',
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: ALIGN[column.type],
            textAlign: column.type === 'CENTER' ? 'center' : undefined,
          }}
        >
          {column.elements.map((element, e) => (
            <ContentElement key={element.id?.value ?? `new-${e}`} element={element} device={device} />
          ))}
        </div>
      ))}
    </section>
  );
}

export interface ContentSectionsProps {
  readonly sections: readonly RenderableSection[];
  /** Forces one device's layouts (the CMS preview); otherwise the container's width chooses. */
  readonly device?: Device;
}

/**
 * A page's CMS sections, laid out per device with plain inline styles (no UI library: the public
 * pages stay light). Each section's and element's layout comes from the content rules' layoutStyle.
 */
export function ContentSections({ sections, device }: ContentSectionsProps) {
  const chosen = useDevice(device);
  return (
    <div ref={chosen.ref} data-device={chosen.device} data-testid="content-sections">
      {sections.map((section, i) => (
        <ContentSection key={section.id?.value ?? `new-${i}`} section={section} device={chosen.device} />
      ))}
    </div>
  );
}
