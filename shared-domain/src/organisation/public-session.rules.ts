import type { FileItem } from './branch.decider.ts';
import { SESSION_PLANNERS } from './organisation.rules.ts';

export const ADDRESS_MAX_LENGTH = 500;
export const CONTACT_MAX_LENGTH = 500;
export const REGISTRATION_LINK_MAX_LENGTH = 2000;
/** The largest number of places a session may offer (far beyond any retreat centre). */
export const MAX_CAPACITY = 100_000;

/** Who publishes a session (spec §6): admins, and branch admins for their own branches' sessions. */
export const SESSION_PUBLISHERS = SESSION_PLANNERS;

/**
 * A session's public page (spec §3 Public session): what the public list and the registration page
 * show, and the limits registrations keep to.
 */
export interface PublicSessionValues {
  readonly photo: FileItem | null;
  /** Where it takes place: published text, kept plain. */
  readonly address: string | null;
  /** How to reach the organisers: published by the branch, not a person's record. */
  readonly contact: string | null;
  /** Rich text, sanitized HTML. */
  readonly description: string | null;
  /** Where people register: an absolute http(s) address or a path of this site. */
  readonly registrationLink: string;
  /** The retreat centre it takes place in; centres are not kept yet, so only its id. */
  readonly retreatCenterId: string | null;
  /** The last instant registrations are taken (ISO 8601, UTC); null: until the session. */
  readonly registrationDeadline: string | null;
  /** How many may register before newcomers join the waiting list; null: no limit. */
  readonly capacity: number | null;
}

/** The public registration page of a session (spec §2 Public registration). */
export const defaultRegistrationLink = (sessionId: string): string =>
  `/session-registration?session=${sessionId}`;

/** An absolute http(s) address, or a path of this site (starting with one slash). */
export const isRegistrationLink = (link: string): boolean =>
  /^https?:\/\/[^\s/]+\S*$/i.test(link) || /^\/(?!\/)\S*$/.test(link);
