import type { CmsElement, InfoComponent } from '@cenacle/shared-domain/content/contracts';
import { RichHtml } from '../../site/components/RichHtml.tsx';
import site from '../../site/components/site.module.css';

/** One element of a column. The page's own heading is its h1, so the CMS's H1 and H2 come below it. */
function Element(props: { readonly element: CmsElement }) {
  const { element } = props;
  switch (element.type) {
    case 'H1':
      return <h2>{element.content}</h2>;
    case 'H2':
      return <h3>{element.content}</h3>;
    case 'TEXT':
      return <RichHtml html={element.content} className={site.rich} />;
    case 'BUTTON':
      return element.url ? (
        <a className={site.linkButton} href={element.url}>
          {element.content}
        </a>
      ) : null;
    case 'PHOTO':
      return element.file ? (
        <img
          src={`/api/image/${element.file.fileId}`}
          alt={element.content}
          width={800}
          height={450}
          loading="lazy"
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      ) : null;
    case 'COLUMN':
    case 'SECTION':
      return null;
    default: {
      const never: never = element.type;
      return never;
    }
  }
}

/** The sections of a page, their columns side by side. */
export function SectionsView(props: { readonly components: readonly InfoComponent[] }) {
  return (
    <>
      {props.components.map((component) => (
        <section key={component.id.value} style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
          {component.section.columns.map((column) => (
            <div key={column.type} style={{ flex: '1 1 280px' }}>
              {column.elements.map((element) => (
                <Element key={element.id.value} element={element} />
              ))}
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
