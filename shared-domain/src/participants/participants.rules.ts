/**
 * The participants context's pure rules: who came to a session, through which door, and whether
 * they hold a place or wait for one. Browser-safe (no zod).
 */

export const PARTICIPANT_NAME_MAX_LENGTH = 100;
export const PARTICIPANT_EMAIL_MAX_LENGTH = 254;
export const PARTICIPANT_LEVEL_MAX_LENGTH = 100;
export const ANSWER_MAX_LENGTH = 2_000;
/** Where an index book entry says the level was completed. */
export const INDEX_PLACE_MAX_LENGTH = 200;
export const MAX_ANSWERS = 200;
export const MAX_CHILDREN = 20;
/** A child's age: the form sets no bound; the read side keeps a small integer. */
export const MAX_CHILD_AGE = 999;
/** The participants list pages by this many rows unless asked otherwise. */
export const PARTICIPANTS_PAGE_SIZE = 50;
export const PARTICIPANTS_MAX_PAGE_SIZE = 500;

/** The lists `GET /api/session-registrations/{id}/export.csv?list=` writes. */
export const PARTICIPANT_EXPORTS = ['participants', 'servants', 'children'] as const;
export type ParticipantExport = (typeof PARTICIPANT_EXPORTS)[number];

/** How a participant came: the public form, a CSV import, or staff registering them by hand. */
export const REGISTRATION_SOURCES = ['FORM', 'IMPORT', 'STAFF'] as const;
export type RegistrationSource = (typeof REGISTRATION_SOURCES)[number];

/** A registration holds a place (`REGISTERED`), waits for one (`WAITING`) or was cancelled. */
export const PARTICIPANT_STATUSES = ['REGISTERED', 'WAITING', 'CANCELLED'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

export interface Answer {
  readonly id: string;
  readonly value: string;
}

export interface ChildEntry {
  readonly childId: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly age: number;
  /** What the child costs, in minor units, from the session's price list by age. */
  readonly priceMinor: number;
}

/** The person a registration is about, as the form and the import give it. */
export interface ParticipantDetails {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly level: string;
  readonly questions: readonly Answer[];
  readonly children: readonly ChildEntry[];
  /** What the participant owes, children included, in minor units. */
  readonly priceMinor: number;
}

/** E-mail addresses are compared without case and surrounding spaces, and with no spaces inside. */
export function emailKey(email: string): string {
  return email.replace(/\s+/g, '').toLowerCase();
}

/** Places a registration takes: the participant and each child. */
export function placesOf(details: Pick<ParticipantDetails, 'children'>): number {
  return 1 + details.children.length;
}

/** True when the registration deadline (an instant) has passed at `now`. */
export function deadlinePassed(deadline: string | null, now: string): boolean {
  return deadline !== null && Date.parse(now) > Date.parse(deadline);
}
