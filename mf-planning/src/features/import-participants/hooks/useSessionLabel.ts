import { formatDate } from '@cenacle/kit';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "date from – date to – season (branch)", as the sessions list names a session. */
export function useSessionLabel() {
  const { t } = useTranslation('planning');
  return useCallback(
    (session: SchoolSession) => {
      const date = (value: string | null) => (value ? formatDate(value) : t('list.noDate'));
      const label = `${date(session.dateFrom)} – ${date(session.dateTo)} – ${t(`season.${session.season}`)}`;
      return session.branch ? `${label} (${session.branch.name})` : label;
    },
    [t],
  );
}
