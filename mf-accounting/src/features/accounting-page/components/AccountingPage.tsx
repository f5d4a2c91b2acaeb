import { makeStyles, RouterLink, tokens } from '@cenacle/kit/ui';
import { Tab, TabList } from '@cenacle/kit/ui-extended';
import { DEFAULT_CURRENCY_SIGN } from '@cenacle/shared-domain/organisation/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTimeline } from '../../audit-trail/components/AuditTimeline.tsx';
import { BalanceAtForm } from '../../balance-at/components/BalanceAtForm.tsx';
import { PaymentsPanel } from '../../payments/components/PaymentsPanel.tsx';
import { usePaymentsView } from '../../payments/state/payments-view.ts';
import { SessionHeader } from '../../session-header/components/SessionHeader.tsx';
import { SummaryPanel } from '../../summary/components/SummaryPanel.tsx';
import { useLedgerSummary } from '../../summary/hooks/useLedgerSummary.ts';

const useStyles = makeStyles({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(260px, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  tabs: { margin: `${tokens.spacingVerticalM} 0` },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

type View = 'payments' | 'audit';

export function AccountingPage(props: { readonly sessionId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const [view, setView] = useState<View>('payments');
  const summary = useLedgerSummary(props.sessionId);
  const currencySign = summary.data?.currencySign ?? DEFAULT_CURRENCY_SIGN;
  const resetView = usePaymentsView((s) => s.reset);
  useEffect(() => resetView, [resetView]);

  return (
    <section data-testid="accounting-page">
      <SessionHeader sessionId={props.sessionId} />
      <div className={styles.bar}>
        <TabList
          className={styles.tabs}
          selectedValue={view}
          onTabSelect={(_, d) => setView(d.value as View)}
          aria-label={t('views')}
        >
          <Tab value="payments" data-testid="tab-payments">
            {t('tabs.payments')}
          </Tab>
          <Tab value="audit" data-testid="tab-audit">
            {t('tabs.audit')}
          </Tab>
        </TabList>
        <RouterLink
          to={`/price-list?session=${encodeURIComponent(props.sessionId)}`}
          data-testid="price-list-link"
        >
          {t('prices.link')}
        </RouterLink>
      </div>
      {view === 'payments' ? (
        <div className={styles.columns}>
          <PaymentsPanel sessionId={props.sessionId} currencySign={currencySign} />
          <SummaryPanel summary={summary} />
        </div>
      ) : (
        <div className={styles.columns}>
          <AuditTimeline sessionId={props.sessionId} currencySign={currencySign} />
          <BalanceAtForm sessionId={props.sessionId} currencySign={currencySign} />
        </div>
      )}
    </section>
  );
}
