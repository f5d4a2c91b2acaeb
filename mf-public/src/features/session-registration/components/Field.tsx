import { type ReactNode, useId } from 'react';
import styles from './registration.module.css';

/** What a field gives its control: the label's target, the error's link and the required flag. */
export interface ControlProps {
  readonly id: string;
  readonly required: boolean;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

/** The red star after a required field's label; screen readers hear `required` from the control. */
export function RequiredMark() {
  return (
    <span className={styles.star} aria-hidden="true">
      {' *'}
    </span>
  );
}

/** A field's error, under it; the control names it with aria-describedby. */
export function FieldError(props: { readonly id: string; readonly message: string | undefined }) {
  if (!props.message) return null;
  return (
    <p id={props.id} className={styles.fieldError}>
      {props.message}
    </p>
  );
}

/**
 * One labelled control with its error: `<label for>`, `required`, and `aria-invalid` plus
 * `aria-describedby` while the contract or the server refuses the value.
 */
export function Field(props: {
  readonly label: string;
  readonly required?: boolean;
  readonly error: string | undefined;
  readonly children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const required = props.required ?? false;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {props.label}
        {required && <RequiredMark />}
      </label>
      {props.children({
        id,
        required,
        'aria-invalid': Boolean(props.error),
        'aria-describedby': props.error ? errorId : undefined,
      })}
      <FieldError id={errorId} message={props.error} />
    </div>
  );
}
