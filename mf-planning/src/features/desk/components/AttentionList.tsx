import { hasTranslation, translateDynamic } from '@cenacle/kit';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Subtitle2 } from '@cenacle/kit/ui';
import type { DeskPerson } from '@cenacle/shared-domain/desk/contracts';
import { useTranslation } from 'react-i18next';
import type { RefusedAction } from '../state/desk-db.ts';

interface AttentionListProps {
  readonly refused: readonly RefusedAction[];
  readonly people: readonly DeskPerson[];
  readonly onDismiss: (commandId: string) => void;
}

/**
 * Actions the server refused (already done on another desk, a voided payment…), each with the
 * server's reason in the interface language, until the person at the desk has seen it.
 */
export function AttentionList({ refused, people, onDismiss }: AttentionListProps) {
  const { t } = useTranslation('planning');
  if (refused.length === 0) return null;
  const nameOf = (participantId: string) => {
    const person = people.find((p) => p.participantId === participantId);
    return person ? `${person.firstname} ${person.lastname}` : t('desk.attention.someone');
  };
  return (
    <section aria-labelledby="desk-attention-title" data-testid="desk-attention">
      <Subtitle2 as="h2" block id="desk-attention-title">
        {t('desk.attention.title')}
      </Subtitle2>
      {refused.map(({ action, error }) => {
        const texts = {
          action: t(`desk.action.${action.type}`),
          name: nameOf(action.participantId),
        };
        const reason =
          error && hasTranslation(error.key)
            ? translateDynamic(error.key)
            : t('desk.attention.unknownReason', { code: error?.code ?? '?' });
        return (
          <MessageBar key={action.commandId} intent="error" data-testid="desk-refused">
            <MessageBarBody>{t('desk.attention.refused', { ...texts, reason })}</MessageBarBody>
            <MessageBarActions>
              <Button
                size="small"
                aria-label={t('desk.attention.dismissLabel', texts)}
                onClick={() => onDismiss(action.commandId)}
              >
                {t('desk.attention.dismiss')}
              </Button>
            </MessageBarActions>
          </MessageBar>
        );
      })}
    </section>
  );
}
