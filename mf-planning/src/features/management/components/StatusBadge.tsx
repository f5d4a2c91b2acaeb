import { Badge } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, 'success' | 'warning' | 'danger' | 'informative'> = {
  UP: 'success',
  DEGRADED: 'warning',
  DOWN: 'danger',
  FAILED: 'danger',
};

/** A health status (UP, DEGRADED, DOWN, FAILED, UNKNOWN) as a coloured, translated badge. */
export function StatusBadge({ status }: { readonly status: string }) {
  const { t } = useTranslation('planning');
  const known = ['UP', 'DEGRADED', 'DOWN', 'FAILED'].includes(status) ? status : 'UNKNOWN';
  return (
    <Badge appearance="filled" color={COLORS[known] ?? 'informative'} data-testid="health-status">
      {t(`management.status.${known as 'UP'}`)}
    </Badge>
  );
}
