import { Link, QueryView, Text } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { useInfo } from '../hooks/useManagement.ts';
import { ManagementPage } from './ManagementPage.tsx';

const API_DOCS = '/api/docs';

/** `/admin/docs`: the OpenAPI document's UI, when the `api-docs` profile is on (calls §4). */
export function ApiDocsPage() {
  const { t } = useTranslation('planning');
  const info = useInfo();
  return (
    <ManagementPage testId="management-docs" title={t('management.docs.title')}>
      <QueryView query={info}>
        {(data) =>
          data.activeProfiles.includes('api-docs') ? (
            <>
              <Link href={API_DOCS} target="_blank" rel="noreferrer">
                {t('management.docs.open')}
              </Link>
              <iframe
                title={t('management.docs.title')}
                src={API_DOCS}
                style={{ width: '100%', height: '75vh', border: 0 }}
                data-testid="api-docs-frame"
              />
            </>
          ) : (
            <Text>{t('management.docs.disabled')}</Text>
          )
        }
      </QueryView>
    </ManagementPage>
  );
}
