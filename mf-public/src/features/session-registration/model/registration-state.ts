/**
 * Which of its three states the public registration page shows (spec §2, §4): the form while the
 * session is published and its deadline has not passed, the expired message otherwise, and the
 * success message once the visitor has registered (or joined the waiting list).
 */
export type RegistrationOutcome = 'registered' | 'waiting';

export type RegistrationPageState =
  | { readonly kind: 'expired' }
  | { readonly kind: 'form' }
  | { readonly kind: 'success'; readonly outcome: RegistrationOutcome };

/** True when the registration deadline (an instant, or none) has passed at `now`. */
export function deadlinePassed(deadline: string | null | undefined, now: Date): boolean {
  if (!deadline) return false;
  const at = Date.parse(deadline);
  return Number.isFinite(at) && now.getTime() > at;
}

export function pageState(
  published: { readonly registrationDeadline?: string | null } | null,
  outcome: RegistrationOutcome | null,
  refused: boolean,
  now: Date,
): RegistrationPageState {
  if (outcome) return { kind: 'success', outcome };
  if (refused || !published || deadlinePassed(published.registrationDeadline, now))
    return { kind: 'expired' };
  return { kind: 'form' };
}

/** The server's answer to a registration: a place, or a place on the waiting list. */
export function outcomeOf(answer: unknown): RegistrationOutcome {
  const status = answer && typeof answer === 'object' ? (answer as { status?: unknown }).status : undefined;
  return status === 'WAITING' ? 'waiting' : 'registered';
}

/** The refusal that means "registration is closed" (deadline passed, session unpublished). */
export const REGISTRATION_CLOSED_KEY = 'error.participant.registrationClosed';

/** Other refusals (already registered, a concurrent change) stay on the form with their message. */
export function isRegistrationClosed(error: { readonly messageKey: string }): boolean {
  return error.messageKey === REGISTRATION_CLOSED_KEY;
}
