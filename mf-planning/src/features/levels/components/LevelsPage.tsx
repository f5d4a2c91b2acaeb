import { Button, Field, Input, makeStyles, QueryView, SubmitButton, Title2, tokens } from '@cenacle/kit/ui';
import {
  ConfirmDialog,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddLevelForm, useDeleteLevel, useLevels } from '../hooks/useLevels.ts';

const useStyles = makeStyles({
  add: {
    display: 'flex',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  table: { maxWidth: '600px' },
});

/** `/levels`: the school levels (admin): add by name, delete with confirmation. */
export function LevelsPage() {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const levels = useLevels();
  const form = useAddLevelForm();
  const remove = useDeleteLevel();
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <section data-testid="levels-page">
      <Title2 as="h1" block>
        {t('levels.title')}
      </Title2>
      <form className={styles.add} noValidate onSubmit={(e) => void form.submit(e)}>
        <Field label={t('levels.name')} required validationMessage={form.error('name') ?? form.formError}>
          <Input name="name" value={form.values.name} onChange={(_, d) => form.set('name', d.value)} />
        </Field>
        <SubmitButton busy={form.submitting}>{t('levels.add')}</SubmitButton>
      </form>
      <QueryView query={levels} isEmpty={(list) => list.length === 0} empty={t('levels.empty')}>
        {(list) => (
          <Table className={styles.table} aria-label={t('levels.caption')} data-testid="level-list">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('levels.name')}</TableHeaderCell>
                <TableHeaderCell />
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map(({ name }) => (
                <TableRow key={name} data-testid="level-row">
                  <TableCell>{name}</TableCell>
                  <TableCell>
                    <Button
                      appearance="subtle"
                      onClick={() => setDeleting(name)}
                      aria-label={t('levels.delete', { name })}
                    >
                      ✕
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryView>
      <ConfirmDialog
        open={deleting !== null}
        title={t('levels.confirmTitle')}
        confirmLabel={t('levels.confirm')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && t('levels.confirmText', { name: deleting })}
      </ConfirmDialog>
    </section>
  );
}
