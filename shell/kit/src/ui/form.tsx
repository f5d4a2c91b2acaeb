import { Button, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';

/*
 * The parts every Cenacle form shares, on a page (the login) or in a dialog (FormDialog): the
 * browser's own validation bubbles are off (the contract checks), a form-level message above the
 * fields, and a submit button that shows it is busy.
 */

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** What a form-level message needs of `useContractForm` (or of any form hook shaped like it). */
export interface SubmittableForm {
  submit(event?: FormEvent): unknown;
  readonly submitting: boolean;
  readonly formError?: string | undefined;
}

/** Why the form as a whole failed (a refused save, wrong credentials). */
export function FormMessage(props: { readonly message: string | undefined; readonly testId?: string }) {
  if (!props.message) return null;
  return (
    <MessageBar intent="error" role="alert" data-testid={props.testId}>
      <MessageBarBody>{props.message}</MessageBarBody>
    </MessageBar>
  );
}

export function SubmitButton(props: { readonly busy: boolean; readonly children: ReactNode }) {
  return (
    <Button
      type="submit"
      appearance="primary"
      disabledFocusable={props.busy}
      icon={props.busy ? <Spinner size="tiny" /> : undefined}
    >
      {props.children}
    </Button>
  );
}

/** A form on a page: message, fields, submit button, in one column. */
export function FormLayout(props: {
  readonly form: SubmittableForm;
  readonly submitLabel: string;
  /** Overrides the form's own message (e.g. the login's "wrong credentials"). */
  readonly message?: string | undefined;
  readonly messageTestId?: string;
  readonly testId?: string;
  readonly children: ReactNode;
}) {
  const styles = useStyles();
  const { form } = props;
  return (
    <form
      className={styles.form}
      noValidate
      data-testid={props.testId}
      onSubmit={(event) => void form.submit(event)}
    >
      <FormMessage message={props.message ?? form.formError} testId={props.messageTestId} />
      {props.children}
      <SubmitButton busy={form.submitting}>{props.submitLabel}</SubmitButton>
    </form>
  );
}
