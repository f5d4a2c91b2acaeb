import { type PasswordEstimate, passwordRefusalKey, passwordVerdict } from '@cenacle/shared-domain/identity';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { RequestFieldError } from '../http/http-errors.ts';

/** The words of an account a password must not be built on. */
export const personalOf = (person: {
  readonly login: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}): string[] => [person.login, person.email, person.firstName, person.lastName];

let factory: ZxcvbnFactory | null = null;

/**
 * zxcvbn with the common dictionaries (the most used passwords, keyboard layouts): the same lists
 * the password meter loads, so the server refuses exactly what the meter shows as weak. Built on
 * first use (its dictionaries take a moment to index).
 */
export const estimatePassword: PasswordEstimate = (password, personal) => {
  factory ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return factory.check(password, [...personal]);
};

/** Refuses a new password (field `password1`) the verdict refuses, with its translated reason. */
export function assertPasswordAccepted(password: string, personal: readonly string[]): void {
  const { refusal } = passwordVerdict(password, personal, estimatePassword);
  if (refusal) throw new RequestFieldError('password1', passwordRefusalKey(refusal));
}
