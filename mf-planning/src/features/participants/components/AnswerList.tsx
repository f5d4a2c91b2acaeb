import { makeStyles, Text, tokens } from '@cenacle/kit/ui';
import type { FormItem } from '@cenacle/shared-domain/registration/rules';
import { useTranslation } from 'react-i18next';
import { type AnswerValues, readAnswer } from '../model/answers.ts';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  none: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

interface AnswerListProps {
  readonly questions: readonly FormItem[];
  readonly answers: AnswerValues;
}

/** The session form's questions and the person's answers, in the form's order; unanswered ones say so. */
export function AnswerList({ questions, answers }: AnswerListProps) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const text = (item: FormItem): string => {
    const reading = readAnswer(item, answers[item.id]);
    switch (reading.kind) {
      case 'none':
        return t('participants.answers.none');
      case 'ticked':
        return t('participants.answers.ticked');
      case 'gender':
        return t(`participants.answers.gender.${reading.gender}`);
      case 'text':
        return reading.text;
    }
  };
  return (
    <dl className={styles.list}>
      {questions.map((item) => (
        <div key={item.id} style={{ display: 'contents' }}>
          <dt className={styles.term}>{item.question}</dt>
          <dd
            className={styles.value}
            data-testid="answer-value"
            data-question={item.id}
            data-answered={readAnswer(item, answers[item.id]).kind !== 'none'}
          >
            <Text className={readAnswer(item, answers[item.id]).kind === 'none' ? styles.none : undefined}>
              {text(item)}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
