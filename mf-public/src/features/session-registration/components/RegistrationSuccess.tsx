import { MessageBar, MessageBarBody, MessageBarTitle } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import type { RegistrationOutcome } from '../model/registration-state.ts';
import { RichText } from './RichText.tsx';

/**
 * After registering: the form's own success title and content (the organisers wrote them), or ours;
 * on the waiting list, the waiting-list message.
 */
export function RegistrationSuccess(props: {
  readonly outcome: RegistrationOutcome;
  readonly title: string;
  /** Sanitized HTML, written by the organisers. */
  readonly content: string;
}) {
  const { t } = useTranslation('public');
  const waiting = props.outcome === 'waiting';
  return (
    <MessageBar
      intent={waiting ? 'info' : 'success'}
      layout="multiline"
      role="status"
      data-testid={waiting ? 'registration-waiting' : 'registration-success'}
    >
      <MessageBarBody>
        <MessageBarTitle>
          {waiting ? t('registration.waiting.title') : props.title || t('registration.success.title')}
        </MessageBarTitle>
        {waiting ? (
          t('registration.waiting.content')
        ) : props.content ? (
          <RichText html={props.content} />
        ) : (
          t('registration.success.content')
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
