import { isApiError } from '@cenacle/kit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormItemView, PublishedSession } from '../api/registration-types.ts';
import { useOrderSummary } from '../hooks/useOrderSummary.ts';
import { useRegistrationForm } from '../hooks/useRegistrationForm.ts';
import { questionField } from '../model/registration-errors.ts';
import { isRegistrationClosed, outcomeOf } from '../model/registration-state.ts';
import { canRegister } from '../model/registration-values.ts';
import { ChildrenEntries } from './ChildrenEntries.tsx';
import { FixedFields } from './FixedFields.tsx';
import { HoneypotField } from './HoneypotField.tsx';
import { OrderSummaryBox } from './OrderSummaryBox.tsx';
import { QuestionField } from './QuestionField.tsx';
import { RegistrationSuccess } from './RegistrationSuccess.tsx';
import styles from './registration.module.css';

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

/** Why the registration as a whole failed, in a region present from the start so it is announced. */
function SubmitError(props: { readonly message: string | undefined }) {
  return (
    <div role="alert" aria-atomic="true">
      {props.message && (
        <p className={`${styles.notice} ${styles.error}`} data-testid="registration-error">
          {props.message}
        </p>
      )}
    </div>
  );
}

/**
 * The public registration form: the fixed fields, the session's questions, children, the price so
 * far, and the register button (enabled once first name, last name and e-mail are given). After
 * success only the outcome stays (the form goes).
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const { t } = useTranslation('public');
  const { onClosed } = props;
  const { form, register } = useRegistrationForm(props.sessionId, props.questions);
  const done = register.isSuccess;
  const order = useOrderSummary(props.published, props.questions, form.values);
  const element = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (isApiError(register.error) && isRegistrationClosed(register.error)) onClosed();
  }, [register.error, onClosed]);

  // After a refused attempt, the first field in error takes the focus (its message is read with it).
  // The server's field errors may draw after the attempt is counted: they move the focus too.
  useEffect(() => {
    if (attempts === 0 && !register.error) return;
    element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, register.error]);

  const setAnswer = (id: string, value: string) =>
    form.set('questions', { ...form.values.questions, [id]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.submitting) return;
    await form.submit(event);
    setAttempts((n) => n + 1);
  };

  if (done) {
    // The form has done its work: only the outcome stays, so nobody fills it in again by mistake.
    return (
      <RegistrationSuccess
        outcome={outcomeOf(register.data)}
        title={props.successTitle}
        content={props.successContent}
      />
    );
  }

  const ready = canRegister(form.values);
  return (
    <form
      ref={element}
      className={styles.form}
      noValidate
      aria-busy={form.submitting}
      data-testid="registration-form"
      onSubmit={(event) => void submit(event)}
    >
      <SubmitError message={form.formError} />
      <fieldset className={styles.fields}>
        <FixedFields form={form} levels={props.published.session.levels.map((level) => level.name)} />
        {props.items.map((item) => (
          <QuestionField
            key={item.id}
            item={item}
            value={form.values.questions[item.id] ?? ''}
            onChange={(value) => setAnswer(item.id, value)}
            error={form.error(questionField(item.id))}
          />
        ))}
        <ChildrenEntries
          entries={form.values.children}
          onChange={(children) => form.set('children', children)}
          error={form.error}
        />
        <HoneypotField value={form.values.website} onChange={(value) => form.set('website', value)} />
      </fieldset>
      <OrderSummaryBox {...order} />
      {!ready && (
        <p id="registration-required" className={styles.hint}>
          {t('registration.required')}
        </p>
      )}
      <button
        type="submit"
        className={styles.submit}
        disabled={!ready}
        aria-disabled={form.submitting || undefined}
        aria-describedby={ready ? undefined : 'registration-required'}
        data-testid="register"
      >
        {form.submitting && <span className={styles.busy} aria-hidden="true" />}
        {t('registration.submit')}
      </button>
    </form>
  );
}
