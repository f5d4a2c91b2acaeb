import { formatMoney } from '@cenacle/kit';
import { Button, makeStyles, QueryView, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
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
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegistrationForm } from '../../registration-form/hooks/useRegistrationForm.ts';
import { type ParticipantValues, valuesOf } from '../hooks/useParticipantForm.ts';
import { questionsOf } from '../model/answers.ts';
import { AnswerList } from './AnswerList.tsx';
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
  answers: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalL,
  },
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
  const { t } = useTranslation('planning');
  const [editing, setEditing] = useState(participant === null);
  const [shown, setShown] = useState<ParticipantValues | null>(participant && valuesOf(participant));
  const registrationForm = useRegistrationForm(sessionId);
  const questions = registrationForm.data ? questionsOf(registrationForm.data.items) : null;
  if (editing || !participant || !shown) {
    // The form's fields include its questions: it opens once they are known.
    if (!questions) {
      return (
        <QuestionsPending
          title={participant ? t('participants.form.editTitle') : t('participants.register')}
          query={registrationForm}
          onClose={participant ? () => setEditing(false) : onClose}
        />
      );
    }
    return (
      <ParticipantEditDialog
        sessionId={sessionId}
        levels={levels}
        questions={questions}
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
      questions={
        <QueryView
          query={registrationForm}
          loadingLabel={t('participants.answers.loading')}
          isEmpty={(form) => questionsOf(form.items).length === 0}
          empty={t('participants.answers.noQuestions')}
        >
          {(form) => <AnswerList questions={questionsOf(form.items)} answers={shown.answers} />}
        </QueryView>
      }
      onEdit={() => setEditing(true)}
      onClose={onClose}
    />
  );
}

/** The registration form's questions are still loading, or failed to: said in the dialog, with retry. */
function QuestionsPending({
  title,
  query,
  onClose,
}: {
  readonly title: string;
  readonly query: ReturnType<typeof useRegistrationForm>;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('planning');
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="participant-form-pending">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <QueryView query={query} loadingLabel={t('participants.answers.loading')}>
              {() => null}
            </QueryView>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('participants.preview.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

interface PreviewProps {
  readonly participant: Participant;
  readonly shown: ParticipantValues;
  /** The answers to the session form's questions (with their own loading and error states). */
  readonly questions: ReactNode;
  readonly onEdit: () => void;
  readonly onClose: () => void;
}

function ParticipantPreview({ participant, shown, questions, onEdit, onClose }: PreviewProps) {
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
            <section className={styles.answers} data-testid="preview-answers">
              <Subtitle2 as="h3">{t('participants.answers.title')}</Subtitle2>
              {questions}
            </section>
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
