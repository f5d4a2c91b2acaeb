import { formatDateTime } from '@cenacle/kit';
import { Button, Field, Input, makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import {
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
import { useConfirmedDelete } from '../../lists/ConfirmDelete.tsx';
import { FilterSelect } from '../../lists/FilterSelect.tsx';
import { Pager, pageSlice } from '../../lists/Pager.tsx';
import { RowActions } from '../../lists/RowActions.tsx';
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
  const remove = useConfirmedDelete(useDeleteTestimony(), {
    title: t('testimonies.deleteTitle'),
    text: (item: Testimony) => t('testimonies.deleteText', { author: item.author }),
  });
  const [type, setType] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Testimony | 'new' | null>(null);
  return (
    <section data-testid="testimonies-page">
      <Title2 as="h1" block>
        {t('testimonies.title')}
      </Title2>
      <div className={styles.bar}>
        <FilterSelect
          id="testimony-filter-type"
          label={t('testimonies.fields.type')}
          value={type}
          options={TESTIMONY_TYPES.map((value) => ({ value, label: t(`testimonies.types.${value}`) }))}
          onChange={(value) => {
            setType(value);
            setPage(0);
          }}
        />
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
                        <RowActions
                          deleteLabel={t('testimonies.deleteOf', { author: item.author })}
                          onEdit={() => setEditing(item)}
                          onDelete={() => remove.ask(item)}
                        />
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
      {remove.dialog}
    </section>
  );
}
