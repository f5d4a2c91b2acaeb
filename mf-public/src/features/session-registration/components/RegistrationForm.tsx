import { isApiError } from '@cenacle/kit';
import { Button, FormMessage, makeStyles, Spinner, Text, tokens } from '@cenacle/kit/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormItemView, PublishedSession } from '../api/registration-types.ts';
import { usePriceSum } from '../hooks/usePriceSum.ts';
import { useRegistrationForm } from '../hooks/useRegistrationForm.ts';
import { questionField } from '../model/registration-errors.ts';
import { isRegistrationClosed, outcomeOf } from '../model/registration-state.ts';
import { canRegister } from '../model/registration-values.ts';
import { ChildrenEntries } from './ChildrenEntries.tsx';
import { FixedFields } from './FixedFields.tsx';
import { HoneypotField } from './HoneypotField.tsx';
import { PriceSum } from './PriceSum.tsx';
import { QuestionField } from './QuestionField.tsx';
import { RegistrationSuccess } from './RegistrationSuccess.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, position: 'relative' },
  fields: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    border: 'none',
    padding: 0,
    margin: 0,
    minWidth: 0,
  },
  submit: { alignSelf: 'flex-start' },
});

interface RegistrationFormProps {
  readonly sessionId: string;
  readonly published: PublishedSession;
  /** The form's items, in order. */
  readonly items: readonly FormItemView[];
  readonly questions: readonly FormItemView[];
  readonly successTitle: string;
  /** Sanitized HTML. */
  readonly successContent: string;
  /** The server says registration has closed meanwhile: the page shows the expired state. */
  readonly onClosed: () => void;
}

/**
 * The public registration form: the fixed fields, the session's questions, children, the price so
 * far, and the register button (enabled once first name, last name and e-mail are given). After
 * success it stays on show, disabled, under the success message.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const styles = useStyles();
  const { t } = useTranslation('public');
  const { onClosed } = props;
  const { form, register } = useRegistrationForm(props.sessionId, props.questions);
  const done = register.isSuccess;
  const sum = usePriceSum(props.published, props.questions, form.values);

  useEffect(() => {
    if (isApiError(register.error) && isRegistrationClosed(register.error)) onClosed();
  }, [register.error, onClosed]);

  const setAnswer = (id: string, value: string) =>
    form.set('questions', { ...form.values.questions, [id]: value });

  return (
    <form
      className={styles.form}
      noValidate
      data-testid="registration-form"
      onSubmit={(event) => void form.submit(event)}
    >
      {done && (
        <RegistrationSuccess
          outcome={outcomeOf(register.data)}
          title={props.successTitle}
          content={props.successContent}
        />
      )}
      <FormMessage message={form.formError} testId="registration-error" />
      <fieldset className={styles.fields} disabled={done}>
        <FixedFields
          form={form}
          levels={props.published.session.levels.map((level) => level.name)}
          disabled={done}
        />
        {props.items.map((item) => (
          <QuestionField
            key={item.id}
            item={item}
            value={form.values.questions[item.id] ?? ''}
            onChange={(value) => setAnswer(item.id, value)}
            error={form.error(questionField(item.id))}
            disabled={done}
          />
        ))}
        <ChildrenEntries
          entries={form.values.children}
          onChange={(children) => form.set('children', children)}
          error={form.error}
          disabled={done}
        />
        <HoneypotField value={form.values.website} onChange={(value) => form.set('website', value)} />
      </fieldset>
      {sum && <PriceSum amount={sum.amount} currency={sum.currency} />}
      {!done && (
        <>
          {!canRegister(form.values) && <Text size={200}>{t('registration.required')}</Text>}
          <Button
            type="submit"
            appearance="primary"
            className={styles.submit}
            disabled={!canRegister(form.values)}
            disabledFocusable={form.submitting}
            icon={form.submitting ? <Spinner size="tiny" /> : undefined}
            data-testid="register"
          >
            {t('registration.submit')}
          </Button>
        </>
      )}
    </form>
  );
}
