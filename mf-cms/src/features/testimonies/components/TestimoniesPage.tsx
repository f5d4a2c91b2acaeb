import { formatDateTime } from '@cenacle/kit';
import { Button, Field, Input, makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import {
  ConfirmDialog,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import type { Testimony } from '@cenacle/shared-domain/content/contracts';
import { shortenText, TESTIMONY_PREVIEW_LENGTH, TESTIMONY_TYPES } from '@cenacle/shared-domain/content/rules';
import { foldText } from '@cenacle/shared-domain/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, pageSlice } from '../../lists/Pager.tsx';
import { useDeleteTestimony, useTestimonies } from '../hooks/useTestimonies.ts';
import { TestimonyDialog } from './TestimonyDialog.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

/** The testimonies of a type whose author or words hold the text, newest first. */
export function filterTestimonies(list: readonly Testimony[], type: string, text: string): Testimony[] {
  const wanted = foldText(text.trim());
  return list
    .filter((item) => !type || item.type === type)
    .filter(
      (item) => !wanted || foldText(`${item.author} ${shortenText(item.content, 10_000)}`).includes(wanted),
    )
    .sort((a, b) => b.created.localeCompare(a.created));
}

/** `/config-testimonies`: the testimonies, with their form and delete (asking first). */
export function TestimoniesPage() {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const testimonies = useTestimonies();
  const remove = useDeleteTestimony();
  const [type, setType] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Testimony | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Testimony | null>(null);
  return (
    <section data-testid="testimonies-page">
      <Title2 as="h1">{t('testimonies.title')}</Title2>
      <div className={styles.bar}>
        <Field label={t('testimonies.fields.type')}>
          <Select
            id="testimony-filter-type"
            value={type}
            onChange={(_, d) => {
              setType(d.value);
              setPage(0);
            }}
          >
            <option value="">{t('infoComponents.every')}</option>
            {TESTIMONY_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`testimonies.types.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('infoComponents.search')}>
          <Input
            id="testimony-filter-text"
            value={text}
            onChange={(_, d) => {
              setText(d.value);
              setPage(0);
            }}
          />
        </Field>
        <Button appearance="primary" onClick={() => setEditing('new')} data-testid="testimony-add">
          {t('testimonies.add')}
        </Button>
      </div>
      <QueryView query={testimonies} isEmpty={(list) => list.length === 0} empty={t('testimonies.empty')}>
        {(list) => {
          const shown = pageSlice(filterTestimonies(list, type, text), page);
          return (
            <>
              <Table aria-label={t('testimonies.title')} data-testid="testimony-list">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('testimonies.fields.author')}</TableHeaderCell>
                    <TableHeaderCell>{t('testimonies.fields.type')}</TableHeaderCell>
                    <TableHeaderCell>{t('testimonies.fields.content')}</TableHeaderCell>
                    <TableHeaderCell>{t('scope.country')}</TableHeaderCell>
                    <TableHeaderCell>{t('testimonies.fields.onMainPage')}</TableHeaderCell>
                    <TableHeaderCell>{t('testimonies.created')}</TableHeaderCell>
                    <TableHeaderCell>{t('infoComponents.actions')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {shown.rows.map((item) => (
                    <TableRow key={item.id.value} data-testid="testimony-row" data-type={item.type}>
                      <TableCell>{item.author}</TableCell>
                      <TableCell>{t(`testimonies.types.${item.type}`)}</TableCell>
                      <TableCell>
                        {item.type === 'VIDEO'
                          ? item.content
                          : shortenText(item.content, TESTIMONY_PREVIEW_LENGTH)}
                      </TableCell>
                      <TableCell>{item.country}</TableCell>
                      <TableCell>{item.onMainPage ? t('aboutUs.yes') : t('aboutUs.no')}</TableCell>
                      <TableCell>{formatDateTime(item.created)}</TableCell>
                      <TableCell>
                        <Button size="small" onClick={() => setEditing(item)}>
                          {t('sections.edit')}
                        </Button>{' '}
                        <Button
                          size="small"
                          onClick={() => setDeleting(item)}
                          aria-label={t('testimonies.deleteOf', { author: item.author })}
                        >
                          {t('sections.delete')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {shown.rows.length === 0 && <p>{t('infoComponents.noMatch')}</p>}
              <Pager page={shown.page} pages={shown.pages} onPage={setPage} />
            </>
          );
        }}
      </QueryView>
      {editing && (
        <TestimonyDialog testimony={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('testimonies.deleteTitle')}
        confirmLabel={t('sections.deleteConfirm')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && t('testimonies.deleteText', { author: deleting.author })}
      </ConfirmDialog>
    </section>
  );
}
