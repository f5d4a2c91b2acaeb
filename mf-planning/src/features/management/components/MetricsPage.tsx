import { QueryView, Subtitle1 } from '@cenacle/kit/ui';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { useMetrics } from '../hooks/useManagement.ts';
import { ManagementPage } from './ManagementPage.tsx';
import { NameValueTable } from './NameValueTable.tsx';

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(1);
const ms = (value: number) => value.toFixed(1);

/** `/admin/metrics`: memory, process, HTTP requests, commands, projections' lag and mail. */
export function MetricsPage() {
  const { t } = useTranslation('planning');
  const metrics = useMetrics();
  return (
    <ManagementPage
      testId="management-metrics"
      title={t('management.metrics.title')}
      onRefresh={() => void metrics.refetch()}
    >
      <QueryView query={metrics}>
        {(data) => (
          <>
            <NameValueTable
              title={t('management.metrics.memory')}
              testId="metrics-memory"
              rows={Object.entries(data.memory).map(([name, bytes]) => [name, `${mb(bytes)} MB`])}
            />
            <NameValueTable
              title={t('management.metrics.process')}
              testId="metrics-process"
              rows={[
                [
                  t('management.metrics.uptime'),
                  `${Math.round((data.processMetrics['process.uptime'] ?? 0) / 1000)} s`,
                ],
                [t('management.metrics.cpus'), String(data.processMetrics['system.cpu.count'] ?? '')],
                [
                  t('management.metrics.eventLoop'),
                  `${ms(data.eventLoop.mean)} / ${ms(data.eventLoop.percentiles['99'] ?? 0)} ms`,
                ],
                [
                  t('management.metrics.pool'),
                  `${data.databases.pool.total} / ${data.databases.pool.idle} / ${data.databases.pool.waiting}`,
                ],
                [
                  t('management.metrics.mail'),
                  `${data.mail.sent} / ${data.mail.failed} / ${data.mail.waiting}`,
                ],
              ]}
            />
            <Subtitle1 as="h2" block>
              {t('management.metrics.requests', { count: data['http.server.requests'].all.count })}
            </Subtitle1>
            <Table aria-label={t('management.metrics.services')} data-testid="metrics-services">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('management.metrics.route')}</TableHeaderCell>
                  <TableHeaderCell>{t('management.metrics.count')}</TableHeaderCell>
                  <TableHeaderCell>{t('management.metrics.mean')}</TableHeaderCell>
                  <TableHeaderCell>{t('management.metrics.max')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {Object.entries(data.services).flatMap(([route, methods]) =>
                  Object.entries(methods).map(([method, timer]) => (
                    <TableRow key={`${method} ${route}`}>
                      <TableCell>{`${method} ${route}`}</TableCell>
                      <TableCell>{timer.count}</TableCell>
                      <TableCell>{ms(timer.mean)}</TableCell>
                      <TableCell>{ms(timer.max)}</TableCell>
                    </TableRow>
                  )),
                )}
              </TableBody>
            </Table>
            <NameValueTable
              title={t('management.metrics.commands')}
              testId="metrics-commands"
              rows={Object.entries(data.commands).map(([name, c]) => [name, `${c.count} · ${ms(c.mean)} ms`])}
            />
            <NameValueTable
              title={t('management.metrics.projections')}
              testId="metrics-projections"
              rows={Object.entries(data.projections).map(([name, p]) => [
                name,
                p.failed ? t('management.status.FAILED') : t('management.metrics.lag', { lag: p.lag }),
              ])}
            />
            <NameValueTable
              title={t('management.metrics.heap')}
              testId="metrics-heap"
              rows={Object.entries(data.jvm).map(([space, m]) => [
                space,
                `${mb(m.used)} / ${mb(m.committed)} / ${mb(m.max)} MB`,
              ])}
            />
          </>
        )}
      </QueryView>
    </ManagementPage>
  );
}
