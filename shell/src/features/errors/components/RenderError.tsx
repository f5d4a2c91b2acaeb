import { MessageBar, MessageBarBody } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

/** Spec §8 "Render errors: An unexpected error has occurred." */
export function RenderError() {
  const { t } = useTranslation();
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{t('error.render')}</MessageBarBody>
    </MessageBar>
  );
}
