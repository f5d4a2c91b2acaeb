import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
} from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { translateDynamic } from '../i18n/translate.ts';

interface QueryViewProps<T> {
  readonly query: UseQueryResult<T>;
  readonly children: (data: T) => ReactNode;
  readonly isEmpty?: (data: T) => boolean;
  /** What to say when there is nothing (already translated). */
  readonly empty?: ReactNode;
  readonly loadingLabel?: string;
}

/** Loading, error (with retry), empty and data states of one query, the same way on every screen. */
export function QueryView<T>({ query, children, isEmpty, empty, loadingLabel }: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return <Spinner size="small" label={loadingLabel ?? t('global.state.loading')} role="status" />;
  }
  if (query.isError) {
    const key = isApiError(query.error) ? query.error.messageKey : 'global.state.error';
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{translateDynamic(key)}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={() => void query.refetch()}>
            {t('global.state.retry')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (isEmpty?.(query.data)) return <Text italic>{empty ?? t('global.state.empty')}</Text>;
  return <>{children(query.data)}</>;
}
