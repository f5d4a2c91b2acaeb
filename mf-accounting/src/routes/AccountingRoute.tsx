import { useNamespace } from '@cenacle/kit';
import { useSearchParams } from '@cenacle/kit/router';
import { AccountingPage } from '../features/accounting-page/components/AccountingPage.tsx';
import { NoSessionChosen } from '../features/accounting-page/components/NoSessionChosen.tsx';
import { usePrefetchAccounting } from '../features/accounting-page/hooks/usePrefetchAccounting.ts';
import { ACCOUNTING_MESSAGES, ORGANISATION_MESSAGES } from '../i18n/messages.ts';
import { ACCOUNTING_NS, loadAccountingStrings } from '../i18n/namespace.ts';

function SessionAccounting(props: { readonly sessionId: string }) {
  usePrefetchAccounting(props.sessionId);
  useNamespace(ACCOUNTING_NS, loadAccountingStrings, ACCOUNTING_MESSAGES, ORGANISATION_MESSAGES);
  return <AccountingPage sessionId={props.sessionId} />;
}

function WithoutSession() {
  useNamespace(ACCOUNTING_NS, loadAccountingStrings, ACCOUNTING_MESSAGES, ORGANISATION_MESSAGES);
  return <NoSessionChosen />;
}

/** Exposed as `accounting/AccountingRoute`: the shell mounts it at /accounting?session={id}. */
export default function AccountingRoute() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return sessionId ? <SessionAccounting key={sessionId} sessionId={sessionId} /> : <WithoutSession />;
}
