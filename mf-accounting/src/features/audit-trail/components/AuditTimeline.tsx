import { Button, makeStyles, QueryView, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { useLedgerHistory } from '../hooks/useLedgerHistory.ts';
import { AuditEntryItem } from './AuditEntryItem.tsx';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: `0 0 0 ${tokens.spacingHorizontalS}` },
});

/** The treasurer's audit trail: every recorded, corrected and voided payment, newest first. */
export function AuditTimeline(props: { readonly sessionId: string; readonly currencySign: string }) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const { query, showMore } = useLedgerHistory(props.sessionId);
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">{t('audit.title')}</h2>
      <QueryView query={query} isEmpty={(h) => h.entries.length === 0} empty={t('audit.empty')}>
        {(history) => (
          <>
            <ol className={styles.list} data-testid="audit-timeline">
              {history.entries.map((entry) => (
                <AuditEntryItem key={entry.eventId} entry={entry} currencySign={props.currencySign} />
              ))}
            </ol>
            {history.total > history.entries.length && (
              <Button onClick={showMore} disabled={query.isFetching}>
                {t('audit.more')}
              </Button>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
