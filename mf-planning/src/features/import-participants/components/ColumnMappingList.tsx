import { shorten } from '@cenacle/kit';
import { Field, makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import type { FormItem } from '@cenacle/shared-domain/registration/rules';
import { useTranslation } from 'react-i18next';
import { answerableItems, type ColumnChoice, type ImportPlan } from '../mapping/import-plan.ts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

const IGNORE = 'ignore';
const NEW = 'new';
const QUESTION = 'q:';

const selectValue = (choice: ColumnChoice | undefined): string =>
  choice?.kind === 'question'
    ? `${QUESTION}${choice.questionId}`
    : choice?.kind === 'newQuestion'
      ? NEW
      : IGNORE;

const choiceOf = (value: string): ColumnChoice =>
  value.startsWith(QUESTION)
    ? { kind: 'question', questionId: value.slice(QUESTION.length) }
    : value === NEW
      ? { kind: 'newQuestion' }
      : { kind: 'ignore' };

/**
 * The file's other columns: each may feed a question of the session's form, become a new optional
 * question (added to the form before the import), or be left out. A question takes one column.
 */
export function ColumnMappingList(props: {
  readonly columns: readonly string[];
  readonly ageColumn: string | null;
  readonly items: readonly FormItem[];
  readonly plan: ImportPlan;
  readonly disabled: boolean;
  readonly onChange: (column: string, choice: ColumnChoice) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('planning');
  const questions = answerableItems(props.items);
  const usedBy = new Map<string, string>();
  for (const column of props.columns) {
    const choice = props.plan.columns[column];
    if (choice?.kind === 'question') usedBy.set(choice.questionId, column);
  }
  return (
    <section>
      <Subtitle2 as="h3" block>
        {t('importParticipants.mapping.columns')}
      </Subtitle2>
      <Text as="p" data-testid="age-column">
        {props.ageColumn
          ? t('importParticipants.mapping.ageColumn', { column: props.ageColumn })
          : t('importParticipants.mapping.noAgeColumn')}
      </Text>
      {props.columns.length === 0 ? (
        <Text as="p" italic>
          {t('importParticipants.mapping.noOtherColumns')}
        </Text>
      ) : (
        <div className={styles.grid}>
          {props.columns.map((column) => (
            <Field key={column} label={t('importParticipants.mapping.column', { column })}>
              <Select
                value={selectValue(props.plan.columns[column])}
                disabled={props.disabled}
                data-testid="map-column"
                data-column={column}
                onChange={(_, data) => props.onChange(column, choiceOf(data.value))}
              >
                <option value={IGNORE}>{t('importParticipants.mapping.ignore')}</option>
                <option value={NEW}>{t('importParticipants.mapping.newQuestion', { column })}</option>
                {questions.map((item) => (
                  <option
                    key={item.id}
                    value={`${QUESTION}${item.id}`}
                    disabled={(usedBy.get(item.id) ?? column) !== column}
                  >
                    {t('importParticipants.mapping.existing', { question: shorten(item.question, 60) })}
                  </option>
                ))}
              </Select>
            </Field>
          ))}
        </div>
      )}
    </section>
  );
}
