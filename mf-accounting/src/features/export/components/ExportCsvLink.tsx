import { apiUrl } from '@cenacle/kit';
import { Link } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

/** CSV export (semicolon separated), downloaded straight from the API with the session cookie. */
export function ExportCsvLink(props: { readonly sessionId: string }) {
  const { t } = useTranslation('accounting');
  return (
    <Link
      href={apiUrl(`/api/session-payments/${encodeURIComponent(props.sessionId)}/export.csv`)}
      download={`payments-${props.sessionId}.csv`}
      data-testid="export-csv"
    >
      {t('export.csv')}
    </Link>
  );
}
