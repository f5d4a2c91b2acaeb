import { translateDynamic } from '@cenacle/kit';
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

/** Shown in place of a remote's route when the remote cannot be loaded or crashed. */
export function ModuleUnavailable(props: { readonly remote: string; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  const name = translateDynamic(`remote.names.${props.remote}`);
  return (
    <MessageBar
      intent="warning"
      layout="multiline"
      role="alert"
      data-testid={`module-unavailable-${props.remote}`}
    >
      <MessageBarBody>
        <MessageBarTitle>{t('remote.unavailable.title')}</MessageBarTitle>
        {t('remote.unavailable.message', { name })}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={props.onRetry}>
          {t('remote.unavailable.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
