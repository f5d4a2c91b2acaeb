import { Button, Input, makeStyles, QueryView, Text, Title2, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog } from '@cenacle/kit/ui-extended';
import type { RetreatCenter } from '@cenacle/shared-domain/lodging/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterCenters, pageOf } from '../center-filter.ts';
import { useCenterRights } from '../hooks/useCenterRights.ts';
import { useDeleteCenter } from '../hooks/useDeleteCenter.ts';
import { useRetreatCenters } from '../hooks/useRetreatCenters.ts';
import { CenterDialog } from './CenterDialog.tsx';
import { CenterTable } from './CenterTable.tsx';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  filter: { marginBottom: tokens.spacingVerticalM, minWidth: '20rem' },
  pager: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
});

/** `/retreat-centers`: the list of retreat centres and the centre modal (spec §2 Room assignment). */
export function RetreatCentersPage() {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const centers = useRetreatCenters();
  const rights = useCenterRights();
  const remove = useDeleteCenter();
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  /** null: closed; 'new': a new centre; else the centre open in the modal. */
  const [open, setOpen] = useState<RetreatCenter | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RetreatCenter | null>(null);

  return (
    <section data-testid="retreat-centers-page">
      <div className={styles.header}>
        <Title2 as="h1" block>
          {t('retreatCenters.title')}
        </Title2>
        {rights.canCreate && (
          <Button appearance="primary" data-testid="center-new" onClick={() => setOpen('new')}>
            {t('retreatCenters.new')}
          </Button>
        )}
      </div>
      <Input
        className={styles.filter}
        type="search"
        aria-label={t('retreatCenters.filter')}
        placeholder={t('retreatCenters.filter')}
        value={text}
        data-testid="center-filter"
        onChange={(_, d) => {
          setText(d.value);
          setPage(0);
        }}
      />
      <QueryView
        query={centers}
        isEmpty={(list) => list.length === 0}
        empty={<span data-testid="center-list-empty">{t('retreatCenters.empty')}</span>}
      >
        {(list) => {
          const shown = pageOf(filterCenters(list, text), page);
          if (shown.items.length === 0) {
            return <Text data-testid="center-list-empty">{t('retreatCenters.noMatch')}</Text>;
          }
          return (
            <>
              <CenterTable
                centers={shown.items}
                onOpen={setOpen}
                onDelete={setDeleting}
                canDelete={rights.canDelete}
              />
              {shown.pages > 1 && (
                <div className={styles.pager}>
                  <Button disabled={shown.page === 0} onClick={() => setPage(shown.page - 1)}>
                    {t('retreatCenters.pager.previous')}
                  </Button>
                  <Text>{t('retreatCenters.pager.page', { page: shown.page + 1, pages: shown.pages })}</Text>
                  <Button disabled={shown.page + 1 >= shown.pages} onClick={() => setPage(shown.page + 1)}>
                    {t('retreatCenters.pager.next')}
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </QueryView>
      {open !== null && (
        <CenterDialog
          key={open === 'new' ? 'new' : open.id.value}
          center={open === 'new' ? null : open}
          canEdit={open !== 'new' && rights.canEdit(open)}
          defaultBranchId={rights.defaultBranchId}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('retreatCenters.confirmTitle')}
        confirmLabel={t('retreatCenters.delete')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && t('retreatCenters.confirmText', { name: deleting.name })}
      </ConfirmDialog>
    </section>
  );
}
