import { QueryView } from '@cenacle/kit/ui';
import type { LedgerSummary } from '@cenacle/shared-domain/accounting/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LedgerSummaryCard } from './LedgerSummaryCard.tsx';

export function SummaryPanel(props: { readonly summary: UseQueryResult<LedgerSummary> }) {
  const { t } = useTranslation('accounting');
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t('summary.title')}</h2>
      <QueryView query={props.summary}>{(summary) => <LedgerSummaryCard summary={summary} />}</QueryView>
    </section>
  );
}
