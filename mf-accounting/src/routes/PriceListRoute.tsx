import { useNamespace } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { NoSessionChosen } from '../features/accounting-page/components/NoSessionChosen.tsx';
import { PriceListPage } from '../features/price-list/components/PriceListPage.tsx';
import { ACCOUNTING_MESSAGES, ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { ACCOUNTING_NS, loadAccountingStrings } from '../i18n/namespace.ts';

/** Exposed as `accounting/PriceListRoute`: the shell mounts it at /price-list?session={id}. */
export default function PriceListRoute() {
  useNamespace(ACCOUNTING_NS, loadAccountingStrings, ACCOUNTING_MESSAGES, ORGANISATION_MESSAGES);
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return sessionId ? <PriceListPage key={sessionId} sessionId={sessionId} /> : <NoSessionChosen />;
}
