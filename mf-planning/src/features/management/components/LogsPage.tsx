import { QueryView, Text } from '@cenacle/kit/ui';
import {
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { useChangeLevel, useLoggers } from '../hooks/useManagement.ts';
import { ManagementPage } from './ManagementPage.tsx';

/** `/admin/logs`: this API process's loggers; a level chosen here applies at once. */
export function LogsPage() {
  const { t } = useTranslation('planning');
  const loggers = useLoggers();
  const change = useChangeLevel();
  return (
    <ManagementPage testId="management-logs" title={t('management.logs.title')}>
      <Text as="p">{t('management.logs.intro')}</Text>
      <QueryView query={loggers} isEmpty={(d) => Object.keys(d.loggers).length === 0}>
        {(data) => (
          <Table aria-label={t('management.logs.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('management.logs.name')}</TableHeaderCell>
                <TableHeaderCell>{t('management.logs.level')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {Object.entries(data.loggers).map(([name, levels]) => (
                <TableRow key={name} data-testid={`logger-${name}`}>
                  {/* A logger's name is the code's, not a word of the interface. */}
                  <TableCell translate="no">{name}</TableCell>
                  <TableCell>
                    <Select
                      aria-label={t('management.logs.levelOf', { name })}
                      value={levels.effectiveLevel}
                      disabled={change.isPending}
                      onChange={(_, d) => change.mutate({ name, level: d.value })}
                      data-testid={`logger-level-${name}`}
                    >
                      {data.levels.map((level) => (
                        <option key={level} value={level}>
                          {level}
                        </option>
                      ))}
                    </Select>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryView>
    </ManagementPage>
  );
}
