import {
  Button,
  FluentProvider,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  webLightTheme,
} from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { remoteTitle, useRouteTable } from '../api/route-table.ts';

/**
 * Shown in place of a remote's route when the remote cannot be loaded or crashed. The remote's name
 * comes from its own routes.json; a remote that never answered is not named. Loaded only when needed,
 * with its own Fluent theme, since a public page has none around it.
 */
export default function ModuleUnavailable(props: { readonly remote: string; readonly onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const name = useRouteTable((s) => remoteTitle(s, props.remote, i18n.language));
  return (
    <FluentProvider theme={webLightTheme}>
      <MessageBar
        intent="warning"
        layout="multiline"
        role="alert"
        data-testid={`module-unavailable-${props.remote}`}
      >
        <MessageBarBody>
          <MessageBarTitle>{t('remote.unavailable.title')}</MessageBarTitle>
          {name ? t('remote.unavailable.message', { name }) : t('remote.unavailable.messageUnnamed')}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" onClick={props.onRetry}>
            {t('remote.unavailable.retry')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    </FluentProvider>
  );
}
