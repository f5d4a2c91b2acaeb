import { Input, QueryView } from '@cenacle/kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfiguration } from '../hooks/useManagement.ts';
import { ManagementPage } from './ManagementPage.tsx';
import { NameValueTable } from './NameValueTable.tsx';

/** `/admin/configuration`: the configuration and the environment, secrets masked by the API. */
export function ConfigurationPage() {
  const { t } = useTranslation('planning');
  const configuration = useConfiguration();
  const [filter, setFilter] = useState('');
  const matches = ([name]: [string, unknown]) => name.toLowerCase().includes(filter.toLowerCase());
  return (
    <ManagementPage testId="management-configuration" title={t('management.configuration.title')}>
      <Input
        value={filter}
        onChange={(_, d) => setFilter(d.value)}
        placeholder={t('management.configuration.filter')}
        aria-label={t('management.configuration.filter')}
      />
      <QueryView query={configuration}>
        {({ props, env }) => (
          <>
            {Object.values(props.contexts).flatMap((context) =>
              Object.values(context.beans).map((bean) => (
                <NameValueTable
                  key={bean.prefix}
                  title={t('management.configuration.properties', { prefix: bean.prefix })}
                  rowTestId="configuration-row"
                  testId="configuration-properties"
                  rows={Object.entries(bean.properties).filter(matches)}
                />
              )),
            )}
            {env.propertySources.map((source) => (
              <NameValueTable
                key={source.name}
                title={t('management.configuration.environment', { name: source.name })}
                rowTestId="configuration-row"
                testId="configuration-environment"
                rows={Object.entries(source.properties)
                  .map(([name, entry]) => [name, entry.value] as [string, unknown])
                  .filter(matches)}
              />
            ))}
          </>
        )}
      </QueryView>
    </ManagementPage>
  );
}
