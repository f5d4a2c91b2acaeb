import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { translateDynamic } from '../i18n/translate.ts';
import {
  errorKeyFor,
  type FieldErrors,
  type FormSchema,
  issuesToErrors,
  withoutField,
} from './form-errors.ts';

export interface ContractFormOptions<Values extends object, Out> {
  readonly initial: Values;
  /**
   * The contract's schema of the request, or a loader of it: a form may fetch zod and the contract
   * when it opens instead of with the page (it is awaited on submit).
   */
  readonly schema: FormSchema<Out> | (() => Promise<FormSchema<Out>>);
  /** The request the values stand for (typed text to numbers, blanks to null…), before the check. */
  readonly toInput: (values: Values) => unknown;
  /** The request field a form field fills, where the names differ (`{ amount: 'value' }`). */
  readonly fields?: Partial<Record<keyof Values, string>>;
  /** The last failed save (a mutation's error): its 400 field errors show next to the fields. */
  readonly serverError?: unknown;
  /** Sends the checked request; a returned promise keeps the form busy until it settles. */
  readonly onValid: (request: Out) => unknown;
  /** The browser refused the values (the server was not asked). */
  readonly onInvalid?: () => void;
}

export interface ContractForm<Values extends object> {
  readonly values: Values;
  set<K extends keyof Values>(field: K, value: Values[K]): void;
  /** Translated error of a request field: the contract's check in the browser, else the server's. */
  error(field: string): string | undefined;
  /** The failed save's message when none of its errors is about one of the form's fields. */
  readonly formError: string | undefined;
  readonly submitting: boolean;
  submit(event?: FormEvent): Promise<void>;
  reset(): void;
}

const isSchema = <Out>(schema: ContractFormOptions<object, Out>['schema']): schema is FormSchema<Out> =>
  typeof schema === 'object';

/**
 * The one form hook of Cenacle: checks the values with the contract's schema on submit, shows its
 * errors and the server's 400 field errors per field (Polish by default, through `error.<Constraint>`
 * keys), and sends only what the contract accepts.
 */
export function useContractForm<Values extends object, Out>(
  options: ContractFormOptions<Values, Out>,
): ContractForm<Values> {
  useTranslation(); // re-render the messages when the language changes
  const [values, setValues] = useState<Values>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  /** The server error that was on show when the user submitted again: it no longer applies. */
  const [dismissed, setDismissed] = useState<unknown>(null);
  const latest = useRef(options);
  latest.current = options;
  const schema = useRef<Promise<FormSchema<Out>> | null>(null);
  const mounted = useRef(true);

  const loadSchema = useCallback((): Promise<FormSchema<Out>> => {
    const given = latest.current.schema;
    if (isSchema(given)) return Promise.resolve(given);
    schema.current ??= given().catch((error: unknown) => {
      schema.current = null;
      throw error;
    });
    return schema.current;
  }, []);

  useEffect(() => {
    mounted.current = true;
    // A lazily loaded contract starts loading when the form appears, not when it is submitted.
    loadSchema().catch(() => undefined);
    return () => {
      mounted.current = false;
    };
  }, [loadSchema]);

  const requestField = (field: keyof Values) => options.fields?.[field] ?? String(field);
  const serverError = options.serverError === dismissed ? null : options.serverError;
  const serverErrors: FieldErrors = isApiError(serverError) ? serverError.fieldErrors : {};
  const formFields = (Object.keys(options.initial) as (keyof Values)[]).map(requestField);

  const error = (field: string): string | undefined => {
    const key = errorKeyFor(errors, field) ?? errorKeyFor(serverErrors, field);
    return key ? translateDynamic(key) : undefined;
  };

  let formError: string | undefined;
  if (serverError && !formFields.some((f) => errorKeyFor(serverErrors, f))) {
    formError = isApiError(serverError)
      ? translateDynamic(serverError.messageKey, serverError.params)
      : translateDynamic('error.unknown');
  }

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutField(current, requestField(field)));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const { toInput, onValid, onInvalid } = latest.current;
    setDismissed(latest.current.serverError ?? null);
    const result = (await loadSchema()).safeParse(toInput(values));
    if (!result.success) {
      setErrors(issuesToErrors(result.error.issues));
      onInvalid?.();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(result.data);
    } catch {
      // A failed save reaches the form as `serverError` (and the API client's toast).
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  };

  const reset = () => {
    setValues(latest.current.initial);
    setErrors({});
    setDismissed(latest.current.serverError ?? null);
  };

  return { values, set, error, formError, submitting, submit, reset };
}
