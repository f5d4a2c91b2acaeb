import { ApiError, type FormSchema, isApiError, useContractForm } from '@cenacle/kit';
import type { FormItem } from '@cenacle/shared-domain/registration/rules';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { postRegistration } from '../api/registration.api.ts';
import type { RegistrationAnswer } from '../api/registration-types.ts';
import { registrationCheck } from '../model/registration-check.ts';
import { toFormErrors } from '../model/registration-errors.ts';
import {
  EMPTY_REGISTRATION,
  type RegistrationInput,
  type RegistrationValues,
  toRegistrationInput,
} from '../model/registration-values.ts';

// A screen reader may activate a control with a bare click: that counts too.
const INTERACTIONS = ['focusin', 'pointerdown', 'keydown', 'input', 'click', 'submit'] as const;

/** Resolves at the visitor's next touch of the page: a focus, a pointer, a key, a click. */
function nextInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) document.addEventListener(type, done, { capture: true, passive: true });
  });
}

/**
 * The contract (and zod with it, ≈40 KB of gzipped JS) loads when the visitor starts filling the
 * form, not with the page: a visitor who only reads never downloads it, and the page is quicker to
 * use on a phone. Sending needs a click or a key, so the contract is always on its way by then.
 */
const loadContract = () =>
  nextInteraction()
    .then(() => import('@cenacle/shared-domain/registration/contracts'))
    .then((m) => m.ParticipantRegistrationSchema as FormSchema<unknown>);

/** The server's refusal, with its field errors named as the form asks for them. */
function namedServerError(error: unknown, sent: readonly string[]): unknown {
  if (!isApiError(error) || !error.hasFieldErrors) return error;
  return new ApiError(
    error.status,
    error.messageKey,
    toFormErrors(error.fieldErrors, sent),
    error.problem,
    error.params,
  );
}

/**
 * The public registration form: the contract's check in the browser, the server's field and answer
 * errors next to their fields, and the answer (registered or waiting) once sent.
 */
export function useRegistrationForm(sessionId: string, questions: readonly FormItem[]) {
  const questionOrder = questions.map((q) => q.id);
  const sent = useRef<readonly string[]>([]);
  const register = useMutation({
    mutationFn: (body: unknown) => postRegistration(sessionId, body),
  });
  const serverError = useMemo(() => namedServerError(register.error, sent.current), [register.error]);
  const form = useContractForm({
    initial: EMPTY_REGISTRATION as RegistrationValues,
    schema: () => loadContract().then((contract) => registrationCheck(contract, questions)),
    toInput: (values: RegistrationValues) => toRegistrationInput(values, questionOrder),
    serverError,
    onValid: (request) => {
      sent.current = (request as RegistrationInput).questions.map((q) => q.id);
      return register.mutateAsync(request);
    },
  });
  const answer: RegistrationAnswer | undefined = register.data;
  return { form, register, answer };
}

export type RegistrationForm = ReturnType<typeof useRegistrationForm>['form'];
