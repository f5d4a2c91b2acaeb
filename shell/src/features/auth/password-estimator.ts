import type { PasswordEstimate } from '@cenacle/shared-domain/identity/rules';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn with the common dictionaries, as the server judges new passwords (services/src/auth/
 * password-estimate.ts): loaded as a chunk of its own once a new-password field shows.
 */
const factory = new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });

export const estimatePassword: PasswordEstimate = (password, personal) =>
  factory.check(password, [...personal]);
