import { Field, Input, makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import { Checkbox, Select, Textarea } from '@cenacle/kit/ui-extended';
import { chosenOptions, type FormItem, GENDERS, TICKED } from '@cenacle/shared-domain/registration/rules';
import { useTranslation } from 'react-i18next';
import { type AnswerValues, tickOption } from '../model/answers.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  choices: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
});

interface AnswerFieldsProps {
  /** The session form's questions, in order. */
  readonly questions: readonly FormItem[];
  readonly answers: AnswerValues;
  readonly onChange: (answers: AnswerValues) => void;
  /** The translated error of a question, by its id. */
  readonly error: (questionId: string) => string | undefined;
}

interface QuestionProps {
  readonly item: FormItem;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
}

/** One question of the session's form as a field staff fill in, by its type. */
function Question({ item, value, onChange, error }: QuestionProps) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const name = `questions.${item.id}`;
  switch (item.type) {
    case 'RADIO':
    case 'PRICE':
    case 'GENDER': {
      const options = item.type === 'GENDER' ? GENDERS : item.options;
      const label = (option: string) =>
        item.type === 'GENDER' ? t(`participants.answers.gender.${option as 'MALE'}`) : option;
      return (
        <Field label={item.question} validationMessage={error}>
          <Select name={name} value={value.trim()} onChange={(_, data) => onChange(data.value)}>
            <option value="">{t('participants.answers.choose')}</option>
            {options.map((option) => (
              <option key={option} value={option.trim()}>
                {label(option)}
              </option>
            ))}
          </Select>
        </Field>
      );
    }
    case 'CHECKBOX': {
      if (item.options.length === 0) {
        return (
          <Field validationMessage={error}>
            <Checkbox
              name={name}
              label={item.question}
              checked={value === TICKED}
              onChange={(_, data) => onChange(data.checked === true ? TICKED : '')}
            />
          </Field>
        );
      }
      const ticked = chosenOptions(item, value);
      return (
        <Field validationMessage={error}>
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{item.question}</legend>
            {item.options.map((option) => (
              <Checkbox
                key={option}
                name={name}
                label={option}
                checked={ticked.includes(option.trim())}
                onChange={(_, data) => onChange(tickOption(item, value, option, data.checked === true))}
              />
            ))}
          </fieldset>
        </Field>
      );
    }
    case 'LONG_TEXT':
      return (
        <Field label={item.question} validationMessage={error}>
          <Textarea name={name} value={value} onChange={(_, data) => onChange(data.value)} />
        </Field>
      );
    default:
      return (
        <Field label={item.question} validationMessage={error}>
          <Input
            name={name}
            inputMode={item.type === 'AGE' ? 'numeric' : undefined}
            value={value}
            onChange={(_, data) => onChange(data.value)}
          />
        </Field>
      );
  }
}

/**
 * The session form's questions in the staff's participant form. None is required here: staff record
 * what they know (decision 029); what they give is checked as the public form checks it.
 */
export function AnswerFields({ questions, answers, onChange, error }: AnswerFieldsProps) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  if (questions.length === 0) return null;
  return (
    <section className={styles.section} data-testid="participant-answers">
      <Subtitle2 as="h3">{t('participants.answers.title')}</Subtitle2>
      <Text size={200}>{t('participants.answers.hint')}</Text>
      {questions.map((item) => (
        <Question
          key={item.id}
          item={item}
          value={answers[item.id] ?? ''}
          onChange={(value) => onChange({ ...answers, [item.id]: value })}
          error={error(item.id)}
        />
      ))}
    </section>
  );
}
