import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionChoiceLabel } from '../../sessions/session-label.ts';

/** "date from – date to – season · branch", as every session picker names a session. */
export function useSessionLabel() {
  const { t } = useTranslation('planning');
  return useCallback((session: SchoolSession) => sessionChoiceLabel(session, t), [t]);
}
