import { Button, makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import type { InfoComponent } from '@cenacle/shared-domain/content/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHistoryDialog } from '../../history/components/SectionHistoryDialog.tsx';
import { useConfirmedDelete } from '../../lists/ConfirmDelete.tsx';
import { SectionEditorDialog } from '../../section-editor/components/SectionEditorDialog.tsx';
import type { PageScope } from '../api/sections.api.ts';
import { useDeleteSection, usePageSections, useReorderSections } from '../hooks/useSections.ts';
import { SectionList } from './SectionList.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

type Open =
  | { readonly kind: 'edit'; readonly component: InfoComponent | null }
  | { readonly kind: 'history'; readonly component: InfoComponent };

/**
 * The sections of one page of the public site (a location in a language and country, or a branch's
 * page): add, edit, reorder, see the history of, and delete (asking first).
 */
export function SectionsPage(props: {
  readonly title: string;
  readonly scope: PageScope;
  /** The language and country choice, or the branch choice. */
  readonly picker: ReactNode;
  /** Shown beside the list (the branch's contact box). */
  readonly aside?: ReactNode;
}) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const sections = usePageSections(props.scope);
  const reorder = useReorderSections(props.scope);
  const remove = useConfirmedDelete(useDeleteSection(), {
    title: t('sections.deleteTitle'),
    text: (deleting: InfoComponent) =>
      t('sections.deleteText', {
        name: deleting.name || t('sections.unnamed', { number: deleting.index + 1 }),
      }),
  });
  const [open, setOpen] = useState<Open | null>(null);
  return (
    <section className={styles.page} data-testid="sections-page" data-location={props.scope.location}>
      <Title2 as="h1" block>
        {props.title}
      </Title2>
      <div className={styles.bar}>
        {props.picker}
        <Button
          appearance="primary"
          onClick={() => setOpen({ kind: 'edit', component: null })}
          data-testid="section-add"
        >
          {t('sections.add')}
        </Button>
      </div>
      {props.aside}
      <QueryView query={sections} isEmpty={(list) => list.length === 0} empty={t('sections.empty')}>
        {(list) => (
          <SectionList
            sections={list}
            onReorder={(ordered) => reorder.mutate(ordered)}
            onEdit={(component) => setOpen({ kind: 'edit', component })}
            onHistory={(component) => setOpen({ kind: 'history', component })}
            onDelete={remove.ask}
          />
        )}
      </QueryView>
      {open?.kind === 'edit' && (
        <SectionEditorDialog scope={props.scope} component={open.component} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'history' && (
        <SectionHistoryDialog component={open.component} onClose={() => setOpen(null)} />
      )}
      {remove.dialog}
    </section>
  );
}
