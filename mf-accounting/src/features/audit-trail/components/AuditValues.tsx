import { formatMoney, shorten } from '@cenacle/kit';
import type { LedgerAuditEntry } from '@cenacle/shared-domain/accounting/contracts';
import { useTranslation } from 'react-i18next';

type Values = NonNullable<LedgerAuditEntry['after']>;

/** One side of "before → after": category, amount, description. */
export function AuditValues(props: { readonly values: Values | null; readonly currencySign: string }) {
  const { t } = useTranslation('accounting');
  if (!props.values) return <span>{t('audit.none')}</span>;
  const { category, value, description } = props.values;
  return (
    <span>
      {t(`category.${category}`)} · {formatMoney(value, props.currencySign)}
      {description ? ` · ${shorten(description, 60)}` : ''}
    </span>
  );
}
