import { Button, makeStyles, Text, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

/** Rows on one page of a list. */
export const PAGE_SIZE = 20;

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalM,
  },
});

/** The rows of one page (0-based; the last one when the list became shorter) and the page count. */
export function pageSlice<T>(rows: readonly T[], page: number) {
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(shown * PAGE_SIZE, (shown + 1) * PAGE_SIZE), page: shown, pages };
}

/** Previous / page n of m / next, shown only when there is more than one page. */
export function Pager(props: {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('cms');
  if (props.pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button disabled={props.page === 0} onClick={() => props.onPage(props.page - 1)}>
        {t('pager.previous')}
      </Button>
      <Text>{t('pager.page', { page: props.page + 1, pages: props.pages })}</Text>
      <Button disabled={props.page + 1 >= props.pages} onClick={() => props.onPage(props.page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
