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
import type { InfoComponent } from '@cenacle/shared-domain/content/contracts';
import { CMS_LOCATIONS } from '@cenacle/shared-domain/content/rules';
import { foldText } from '@cenacle/shared-domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHistoryDialog } from '../history/components/SectionHistoryDialog.tsx';
import { FilterSelect } from '../lists/FilterSelect.tsx';
import { Pager, pageSlice } from '../lists/Pager.tsx';
import { CONTENT_LANGUAGES } from '../page-scope/usePageScope.ts';
import { SectionEditorDialog } from '../section-editor/components/SectionEditorDialog.tsx';
import { fetchEverySection, sectionKeys } from '../sections/api/sections.api.ts';
import { sectionSummary } from '../sections/components/SectionCard.tsx';

const useStyles = makeStyles({
  filters: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

interface Filters {
  readonly location: string;
  readonly language: string;
  readonly text: string;
}

/** The sections that pass the filters, by page and then by place on it. */
export function filterComponents(list: readonly InfoComponent[], filters: Filters): InfoComponent[] {
  const wanted = foldText(filters.text.trim());
  return list
    .filter((c) => !filters.location || c.location === filters.location)
    .filter((c) => !filters.language || c.lang === filters.language)
    .filter((c) => !wanted || foldText(`${c.name} ${sectionSummary(c)}`).includes(wanted))
    .sort(
      (a, b) => a.location.localeCompare(b.location) || a.lang.localeCompare(b.lang) || a.index - b.index,
    );
}

type Open = { readonly kind: 'edit' | 'history'; readonly component: InfoComponent };

/** `/info-components` (administrators): every section of every page, filtered, with edit and history. */
export function InfoComponentsPage() {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  const all = useQuery({ queryKey: sectionKeys.every, queryFn: ({ signal }) => fetchEverySection(signal) });
  const [filters, setFilters] = useState<Filters>({ location: '', language: '', text: '' });
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Open | null>(null);
  const filter = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(0);
  };
  return (
    <section data-testid="info-components-page">
      <Title2 as="h1" block>
        {t('infoComponents.title')}
      </Title2>
      <div className={styles.filters}>
        <FilterSelect
          id="filter-location"
          label={t('infoComponents.location')}
          value={filters.location}
          options={CMS_LOCATIONS.map((location) => ({
            value: location,
            label: t(`pages.${location}.title`),
          }))}
          onChange={(location) => filter({ location })}
        />
        <FilterSelect
          id="filter-language"
          label={t('scope.language')}
          value={filters.language}
          options={CONTENT_LANGUAGES.map((language) => ({
            value: language,
            label: t(`languages.${language}`),
          }))}
          onChange={(language) => filter({ language })}
        />
        <Field label={t('infoComponents.search')}>
          <Input id="filter-text" value={filters.text} onChange={(_, d) => filter({ text: d.value })} />
        </Field>
      </div>
      <QueryView query={all} isEmpty={(list) => list.length === 0} empty={t('infoComponents.empty')}>
        {(list) => {
          const shown = pageSlice(filterComponents(list, filters), page);
          return (
            <>
              <Table aria-label={t('infoComponents.title')} data-testid="info-component-list">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('infoComponents.name')}</TableHeaderCell>
                    <TableHeaderCell>{t('infoComponents.location')}</TableHeaderCell>
                    <TableHeaderCell>{t('scope.language')}</TableHeaderCell>
                    <TableHeaderCell>{t('scope.country')}</TableHeaderCell>
                    <TableHeaderCell>{t('infoComponents.modified')}</TableHeaderCell>
                    <TableHeaderCell>{t('infoComponents.actions')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {shown.rows.map((c) => (
                    <TableRow key={c.id.value} data-testid="info-component-row">
                      <TableCell>{c.name || sectionSummary(c) || t('sections.unnamedOne')}</TableCell>
                      <TableCell>{t(`pages.${c.location}.title`)}</TableCell>
                      <TableCell>{c.lang}</TableCell>
                      <TableCell>{c.country ?? t('infoComponents.everyCountry')}</TableCell>
                      <TableCell>{formatDateTime(c.lastModifiedDate)}</TableCell>
                      <TableCell>
                        <Button size="small" onClick={() => setOpen({ kind: 'edit', component: c })}>
                          {t('sections.edit')}
                        </Button>{' '}
                        <Button size="small" onClick={() => setOpen({ kind: 'history', component: c })}>
                          {t('sections.history')}
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
      {open?.kind === 'edit' && (
        <SectionEditorDialog
          scope={{
            location: open.component.location,
            language: open.component.lang,
            country: open.component.country,
            branch: open.component.branch?.value ?? null,
          }}
          component={open.component}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'history' && (
        <SectionHistoryDialog component={open.component} onClose={() => setOpen(null)} />
      )}
    </section>
  );
}
