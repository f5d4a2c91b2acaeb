import { Button } from '@cenacle/kit/ui';
import { Tooltip } from '@cenacle/kit/ui-extended';
import type { DeskPerson } from '@cenacle/shared-domain/desk/contracts';
import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchParticipants } from '../../participants/api/participants.api.ts';
import { IndexBookDialog } from '../../participants/components/IndexBookDialog.tsx';

/**
 * The index book entry (spec §5), through the participants page's own modal. It needs the whole
 * registration (e-mail, the saved entry), which the desk's roster does not carry, so it works online
 * only: the registration is read when the button is pressed.
 */
export function IndexBookButton({
  person,
  sessionId,
  offline,
}: {
  readonly person: DeskPerson;
  readonly sessionId: string;
  readonly offline: boolean;
}) {
  const { t } = useTranslation('planning');
  const [participant, setParticipant] = useState<Participant | null>(null);
  const [loading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    try {
      const page = await fetchParticipants(
        sessionId,
        { level: '', text: person.lastname, page: 0 },
        new AbortController().signal,
      );
      setParticipant(page.items.find((p) => p.id.value === person.participantId) ?? null);
    } finally {
      setLoading(false);
    }
  };
  const label = person.indexBookSaved ? t('desk.card.indexSaved') : t('desk.card.indexBook');
  const button = (
    <Button
      size="small"
      disabled={offline || loading || !person.present}
      onClick={() => void open()}
      data-testid="desk-index-book"
    >
      {label}
    </Button>
  );
  return (
    <>
      {offline ? (
        <Tooltip content={t('desk.card.indexOffline')} relationship="description">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {participant && <IndexBookDialog participant={participant} onClose={() => setParticipant(null)} />}
    </>
  );
}
