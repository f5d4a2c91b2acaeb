import { QueryView } from '@cenacle/kit/ui';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { useHealth } from '../hooks/useManagement.ts';
import { ManagementPage } from './ManagementPage.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** `/admin/health`: the API's parts (database, event store, Redis, projectors with their lag, queues). */
export function HealthPage() {
  const { t } = useTranslation('planning');
  const health = useHealth();
  return (
    <ManagementPage
      testId="management-health"
      title={t('management.health.title')}
      onRefresh={() => void health.refetch()}
    >
      <QueryView query={health}>
        {(data) => (
          <>
            <p>
              {t('management.health.overall')} <StatusBadge status={data.status} />
            </p>
            <Table aria-label={t('management.health.title')}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('management.health.component')}</TableHeaderCell>
                  <TableHeaderCell>{t('management.health.status')}</TableHeaderCell>
                  <TableHeaderCell>{t('management.health.details')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {Object.entries(data.components ?? {}).flatMap(([name, component]) => {
                  const nested = name === 'projections' ? Object.entries(component.details ?? {}) : [];
                  return [
                    <TableRow key={name} data-testid={`health-${name}`}>
                      <TableCell>{name}</TableCell>
                      <TableCell>
                        <StatusBadge status={component.status} />
                      </TableCell>
                      <TableCell translate="no">
                        {nested.length === 0 && component.details ? JSON.stringify(component.details) : null}
                      </TableCell>
                    </TableRow>,
                    ...nested.map(([projector, value]) => {
                      const detail = value as { status: string; lag: number; position: string };
                      return (
                        <TableRow key={`${name}.${projector}`} data-testid={`health-projector-${projector}`}>
                          <TableCell>&nbsp;&nbsp;{projector}</TableCell>
                          <TableCell>
                            <StatusBadge status={detail.status} />
                          </TableCell>
                          <TableCell>
                            {t('management.health.lag', { lag: detail.lag, position: detail.position })}
                          </TableCell>
                        </TableRow>
                      );
                    }),
                  ];
                })}
              </TableBody>
            </Table>
          </>
        )}
      </QueryView>
    </ManagementPage>
  );
}
