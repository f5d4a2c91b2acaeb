import { Button, makeStyles, QueryView, Title2, tokens } from '@cenacle/kit/ui';
import {
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
import { useConfirmedDelete } from '../../lists/ConfirmDelete.tsx';
import { FilterSelect } from '../../lists/FilterSelect.tsx';
import { Pager, pageSlice } from '../../lists/Pager.tsx';
import { RowActions } from '../../lists/RowActions.tsx';
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
  const remove = useConfirmedDelete(useDeleteAboutUs(), {
    title: t('aboutUs.deleteTitle'),
    text: (entry: AboutUsEntry) => t('aboutUs.deleteText', { title: entry.title }),
  });
  const [language, setLanguage] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<AboutUsEntry | 'new' | null>(null);
  return (
    <section data-testid="about-us-page">
      <Title2 as="h1" block>
        {t('aboutUs.title')}
      </Title2>
      <div className={styles.bar}>
        <FilterSelect
          id="about-us-filter-language"
          label={t('scope.language')}
          value={language}
          options={CONTENT_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          onChange={(value) => {
            setLanguage(value);
            setPage(0);
          }}
        />
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
                        <RowActions
                          deleteLabel={t('aboutUs.deleteOf', { title: entry.title })}
                          onEdit={() => setEditing(entry)}
                          onDelete={() => remove.ask(entry)}
                        />
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
      {remove.dialog}
    </section>
  );
}
