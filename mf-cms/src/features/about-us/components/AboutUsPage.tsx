import { Button, Field, makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
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
import type { AboutUsEntry } from '@cenacle/shared-domain/content/contracts';
import { ABOUT_US_PREVIEW_LENGTH, shortenText } from '@cenacle/shared-domain/content/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, pageSlice } from '../../lists/Pager.tsx';
import { CONTENT_LANGUAGES } from '../../page-scope/usePageScope.ts';
import { useAboutUsList, useDeleteAboutUs } from '../hooks/useAboutUs.ts';
import { AboutUsDialog } from './AboutUsDialog.tsx';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

/** `/config/about-us` (administrators): the about-us entries, by language, with their form. */
export function AboutUsPage() {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const entries = useAboutUsList();
  const remove = useDeleteAboutUs();
  const [language, setLanguage] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<AboutUsEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AboutUsEntry | null>(null);
  return (
    <section data-testid="about-us-page">
      <Title2 as="h1">{t('aboutUs.title')}</Title2>
      <div className={styles.bar}>
        <Field label={t('scope.language')}>
          <Select
            id="about-us-filter-language"
            value={language}
            onChange={(_, d) => {
              setLanguage(d.value);
              setPage(0);
            }}
          >
            <option value="">{t('infoComponents.every')}</option>
            {CONTENT_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button appearance="primary" onClick={() => setEditing('new')} data-testid="about-us-add">
          {t('aboutUs.add')}
        </Button>
      </div>
      <QueryView query={entries} isEmpty={(list) => list.length === 0} empty={t('aboutUs.empty')}>
        {(list) => {
          const shown = pageSlice(
            list.filter((e) => !language || e.language === language),
            page,
          );
          return (
            <>
              <Table aria-label={t('aboutUs.title')} data-testid="about-us-list">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('aboutUs.fields.title')}</TableHeaderCell>
                    <TableHeaderCell>{t('scope.language')}</TableHeaderCell>
                    <TableHeaderCell>{t('aboutUs.fields.main')}</TableHeaderCell>
                    <TableHeaderCell>{t('aboutUs.fields.content')}</TableHeaderCell>
                    <TableHeaderCell>{t('infoComponents.actions')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {shown.rows.map((entry) => (
                    <TableRow key={entry.id.value} data-testid="about-us-row">
                      <TableCell>{entry.title}</TableCell>
                      <TableCell>{entry.language}</TableCell>
                      <TableCell>{entry.main ? t('aboutUs.yes') : t('aboutUs.no')}</TableCell>
                      <TableCell>{shortenText(entry.content, ABOUT_US_PREVIEW_LENGTH)}</TableCell>
                      <TableCell>
                        <Button size="small" onClick={() => setEditing(entry)}>
                          {t('sections.edit')}
                        </Button>{' '}
                        <Button
                          size="small"
                          onClick={() => setDeleting(entry)}
                          aria-label={t('aboutUs.deleteOf', { title: entry.title })}
                        >
                          {t('sections.delete')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pager page={shown.page} pages={shown.pages} onPage={setPage} />
            </>
          );
        }}
      </QueryView>
      {editing && (
        <AboutUsDialog entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('aboutUs.deleteTitle')}
        confirmLabel={t('sections.deleteConfirm')}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && t('aboutUs.deleteText', { title: deleting.title })}
      </ConfirmDialog>
    </section>
  );
}
