import { formatMoney } from '@cenacle/kit';
import { Button, makeStyles, Text, tokens } from '@cenacle/kit/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@cenacle/kit/ui-extended';
import { DEFAULT_CURRENCY_SIGN } from '@cenacle/shared-domain/organisation/rules';
import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ParticipantValues, valuesOf } from '../hooks/useParticipantForm.ts';
import { ParticipantEditDialog } from './ParticipantEditDialog.tsx';

const useStyles = makeStyles({
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
});

interface ParticipantDialogProps {
  readonly sessionId: string;
  readonly levels: readonly string[];
  /** A saved registration (opens in preview); null registers someone (opens in edit). */
  readonly participant: Participant | null;
  readonly onClose: () => void;
}

/**
 * The participant form (spec §4): preview → edit → save → preview for a saved registration; register
 * mode starts in edit and closes once saved.
 */
export function ParticipantDialog({ sessionId, levels, participant, onClose }: ParticipantDialogProps) {
  const [editing, setEditing] = useState(participant === null);
  const [shown, setShown] = useState<ParticipantValues | null>(participant && valuesOf(participant));
  if (editing || !participant || !shown) {
    return (
      <ParticipantEditDialog
        sessionId={sessionId}
        levels={levels}
        participant={participant}
        initial={shown}
        onSaved={(values) => {
          if (!participant) return onClose();
          setShown(values);
          setEditing(false);
        }}
        onClose={participant ? () => setEditing(false) : onClose}
      />
    );
  }
  return (
    <ParticipantPreview
      participant={participant}
      shown={shown}
      onEdit={() => setEditing(true)}
      onClose={onClose}
    />
  );
}

interface PreviewProps {
  readonly participant: Participant;
  readonly shown: ParticipantValues;
  readonly onEdit: () => void;
  readonly onClose: () => void;
}

function ParticipantPreview({ participant, shown, onEdit, onClose }: PreviewProps) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const rows: [string, string][] = [
    [t('participants.form.firstName'), shown.firstname],
    [t('participants.form.lastName'), shown.lastname],
    [t('participants.form.email'), shown.email],
    [t('participants.form.level'), shown.level],
    [t('participants.column.status'), t(`participants.status.${participant.status}`)],
    [t('participants.column.price'), formatMoney(participant.price, DEFAULT_CURRENCY_SIGN)],
    ...shown.children.map((child, index): [string, string] => [
      t('participants.form.child', { number: index + 1 }),
      t('participants.preview.child', { name: `${child.firstname} ${child.lastname}`, age: child.age }),
    ]),
  ];
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="participant-preview">
        <DialogBody>
          <DialogTitle>{`${shown.firstname} ${shown.lastname}`}</DialogTitle>
          <DialogContent>
            <dl className={styles.details}>
              {rows.map(([term, value]) => (
                <div key={term} style={{ display: 'contents' }}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.value} data-testid="preview-value">
                    <Text>{value}</Text>
                  </dd>
                </div>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('participants.preview.close')}
            </Button>
            <Button appearance="primary" data-testid="edit-participant" onClick={onEdit}>
              {t('participants.preview.edit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
