import { ContentSections } from '@cenacle/kit/content';
import { layoutsOfString } from '@cenacle/shared-domain/content/rules';
import { useTranslation } from 'react-i18next';
import { LanguageNote } from '../../site/components/LanguageNote.tsx';
import { LoadError, Loading } from '../../site/components/PageStates.tsx';
import type { SectionsOf } from '../api/content.api.ts';
import { useSections } from '../hooks/useSections.ts';
import styles from './content.module.css';

/**
 * The CMS sections of a page in the visitor's language (Polish when there are none in it). `empty`
 * is what shows when the page has no section at all (null: nothing).
 */
export function CmsSections(props: { readonly of: SectionsOf; readonly empty: string | null }) {
  const { t } = useTranslation('public');
  const sections = useSections(props.of);
  if (sections.isPending) return <Loading label={t('site.loadingContent')} />;
  if (sections.isError) return <LoadError onRetry={() => sections.refetch()} />;
  if (sections.data.length === 0) return props.empty ? <p>{props.empty}</p> : null;
  const language = sections.data[0]?.lang;
  return (
    <div className={styles.sections} lang={language}>
      <LanguageNote contentLanguage={language} />
      <ContentSections
        sections={sections.data.map((component) => ({
          id: component.id,
          // An element's layouts come as the JSON string of spec §3.
          columns: component.section.columns.map((column) => ({
            ...column,
            elements: column.elements.map((e) => ({
              ...e,
              cssLayouts: layoutsOfString(e.cssLayouts, e.type),
            })),
          })),
          cssLayouts: component.section.cssLayouts,
        }))}
      />
    </div>
  );
}
