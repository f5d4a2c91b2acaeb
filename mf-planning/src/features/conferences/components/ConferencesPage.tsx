import { Button, makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import { ConfirmDialog } from '@cenacle/kit/ui-extended';
import type { Conference } from '@cenacle/shared-domain/conferences/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLevels } from '../../levels/hooks/useLevels.ts';
import { useConferences, useDeleteConference } from '../hooks/useConferences.ts';
import { ConferenceDialog } from './ConferenceDialog.tsx';
import { type CatalogueFilter, ConferenceFilters } from './ConferenceFilters.tsx';
import { ConferenceTable } from './ConferenceTable.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bar: { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap' },
});

/** `/conferences` (admin): the conference catalogue with its filters and the create/edit modal. */
export function ConferencesPage() {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const [filter, setFilter] = useState<CatalogueFilter>({ level: '', lang: '', season: '' });
  const levels = (useLevels().data ?? []).map((l) => l.name);
  const conferences = useConferences({
    levels: filter.level ? [filter.level] : [],
    lang: filter.lang,
    season: filter.season,
  });
  const remove = useDeleteConference();
  const [editing, setEditing] = useState<Conference | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Conference | null>(null);
  return (
    <section className={styles.page} data-testid="conferences-page">
      <Title2 as="h1" block>
        {t('conferences.title')}
      </Title2>
      <div className={styles.bar}>
        <ConferenceFilters levels={levels} value={filter} onChange={setFilter} />
        <Button appearance="primary" onClick={() => setEditing('new')} data-testid="conference-add">
          {t('conferences.form.add')}
        </Button>
      </div>
      <QueryView query={conferences} isEmpty={(l) => l.length === 0} empty={t('conferences.empty')}>
        {(list) => <ConferenceTable list={list} onEdit={setEditing} onDelete={setDeleting} />}
      </QueryView>
      {editing && (
        <ConferenceDialog
          levels={levels}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('conferences.confirmTitle')}
        confirmLabel={t('conferences.confirm')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id.value, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && t('conferences.confirmText', { name: deleting.name })}
      </ConfirmDialog>
    </section>
  );
}
