import { useNamespace } from '@cenacle/kit';
import { useSearchParams } from 'react-router';
import { AccountingPage } from '../features/accounting-page/components/AccountingPage.tsx';
import { NoSessionChosen } from '../features/accounting-page/components/NoSessionChosen.tsx';
import { ACCOUNTING_NS, loadAccountingStrings } from '../i18n/namespace.ts';

/** Exposed as `accounting/AccountingRoute`: the shell mounts it at /accounting?session={id}. */
export default function AccountingRoute() {
  useNamespace(ACCOUNTING_NS, loadAccountingStrings);
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return sessionId ? <AccountingPage key={sessionId} sessionId={sessionId} /> : <NoSessionChosen />;
}
