import type { DomainEvent } from '../common/decider.ts';

/**
 * An administrator erased a person (stream `person-<personId>`): the person's data key is destroyed,
 * so every name, e-mail, login and phone of theirs in the log reads as erased from now on; what they
 * did (payments, counts, the audit trail's numbers) stays. The id is the user's for an account.
 */
export type PersonErased = DomainEvent<
  'PersonErased',
  { readonly personId: string; readonly erasedBy: string | null }
>;

export type PersonEvent = PersonErased;

export const personStream = (personId: string): string => `person-${personId}`;
