import { Button, Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { FormDialog, Select } from '@cenacle/kit/ui-extended';
import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import { type FormItem, questionField } from '@cenacle/shared-domain/registration/rules';
import { useTranslation } from 'react-i18next';
import {
  type ChildValues,
  EMPTY_CHILD,
  type ParticipantValues,
  useParticipantForm,
} from '../hooks/useParticipantForm.ts';
import { answersToRequest } from '../model/answers.ts';
import { AnswerFields } from './AnswerFields.tsx';

const useStyles = makeStyles({
  child: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
  },
});

const TEXTS = [
  ['firstname', 'firstName'],
  ['lastname', 'lastName'],
  ['email', 'email'],
] as const;

const CHILD_FIELDS = [
  ['firstname', 'firstName'],
  ['lastname', 'lastName'],
  ['age', 'age'],
] as const;

interface ParticipantEditDialogProps {
  readonly sessionId: string;
  /** The session's levels: the only ones offered (with the participant's own, if it is another). */
  readonly levels: readonly string[];
  /** The questions of the session's registration form, in order. */
  readonly questions: readonly FormItem[];
  /** The registration corrected; null: someone registered by hand. */
  readonly participant: Participant | null;
  /** The values to start from (the last saved in this dialog); none: the participant's, or blank. */
  readonly initial: ParticipantValues | null;
  /** Saved, with the values as saved. */
  readonly onSaved: (values: ParticipantValues) => void;
  readonly onClose: () => void;
}

/**
 * The participant form in edit mode: name, e-mail, level, the answers to the session form's questions
 * and children (first name, last name, age). Registering starts here; a saved registration comes here
 * from its preview.
 */
export function ParticipantEditDialog({
  sessionId,
  levels,
  questions,
  participant,
  initial,
  onSaved,
  onClose,
}: ParticipantEditDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const form = useParticipantForm(sessionId, participant, initial, questions, () => onSaved(form.values));
  // The contract names a bad answer by its place among those sent, the form's check by its question.
  const sent = answersToRequest(questions, form.values.answers).map((answer) => answer.id.value);
  const answerError = (id: string) =>
    form.error(questionField(id)) ??
    (sent.includes(id) ? form.error(`questions.${sent.indexOf(id)}`) : undefined);
  const options = [...new Set([...levels, ...(participant ? [participant.level] : [])])];
  const children = form.values.children;
  const setChild = (index: number, field: keyof ChildValues, value: string) =>
    form.set(
      'children',
      children.map((child, i) => (i === index ? { ...child, [field]: value } : child)),
    );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={participant ? t('participants.form.editTitle') : t('participants.register')}
      submitLabel={t('participants.form.save')}
      form={form}
      testId="participant-form"
    >
      {TEXTS.map(([field, label]) => (
        <Field
          key={field}
          label={t(`participants.form.${label}`)}
          required
          validationMessage={form.error(field)}
        >
          <Input
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            value={form.values[field] as ParticipantValues[typeof field]}
            onChange={(_, data) => form.set(field, data.value)}
          />
        </Field>
      ))}
      <Field label={t('participants.form.level')} required validationMessage={form.error('level')}>
        <Select name="level" value={form.values.level} onChange={(_, data) => form.set('level', data.value)}>
          <option value="">{t('participants.form.chooseLevel')}</option>
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <AnswerFields
        questions={questions}
        answers={form.values.answers}
        onChange={(answers) => form.set('answers', answers)}
        error={answerError}
      />
      {children.map((child, index) => (
        // Children have no id until saved: their place in the list is who they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are only added at the end or removed
        <fieldset key={index} className={styles.child} data-testid="child-row">
          <legend>{t('participants.form.child', { number: index + 1 })}</legend>
          {CHILD_FIELDS.map(([field, label]) => (
            <Field
              key={field}
              label={t(`participants.form.${label}`)}
              required
              validationMessage={form.error(`children.${index}.${field}`)}
            >
              <Input
                name={`children.${index}.${field}`}
                inputMode={field === 'age' ? 'numeric' : undefined}
                value={child[field]}
                onChange={(_, data) => setChild(index, field, data.value)}
              />
            </Field>
          ))}
          <Button
            appearance="subtle"
            data-testid="remove-child"
            onClick={() =>
              form.set(
                'children',
                children.filter((_, i) => i !== index),
              )
            }
          >
            {t('participants.form.removeChild')}
          </Button>
        </fieldset>
      ))}
      <Button data-testid="add-child" onClick={() => form.set('children', [...children, EMPTY_CHILD])}>
        {t('participants.form.addChild')}
      </Button>
    </FormDialog>
  );
}
