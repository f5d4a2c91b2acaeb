import type { PublicSession } from '@cenacle/shared-domain/organisation/contracts';
import { defaultRegistrationLink } from '@cenacle/shared-domain/organisation/rules';
import dayjs from 'dayjs';

/** The publish form's values as typed (spec §5 Public session form). */
export interface PublicSessionFormValues {
  readonly photo: { readonly fileId: string; readonly fileName: string } | null;
  readonly address: string;
  readonly contact: string;
  readonly description: string;
  readonly registrationLink: string;
  /** A `datetime-local` value in the browser's time zone; blank: no deadline. */
  readonly registrationDeadline: string;
  /** Places as typed; blank: no limit. */
  readonly capacity: string;
  /** The retreat centre's id; blank: none yet (the room planner then asks for one). */
  readonly retreatCenter: string;
}

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/** An instant as a `datetime-local` input shows it, in the browser's time zone. */
export const toLocalInput = (iso: string | null): string => (iso ? dayjs(iso).format(LOCAL_INPUT) : '');

/** A `datetime-local` value as an ISO instant with its offset; anything else goes as typed (refused by the contract). */
export function fromLocalInput(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const parsed = dayjs(trimmed);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(trimmed) && parsed.isValid() ? parsed.format() : trimmed;
}

/** Typed places as a number; blank is "no limit"; anything else goes as typed (refused by the contract). */
export function parseCapacity(value: string): number | string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

/** The form's start: the saved page, or an empty one with the session's own registration link. */
export function initialPublicValues(sessionId: string, page: PublicSession | null): PublicSessionFormValues {
  return {
    photo: page?.photo ?? null,
    address: page?.address ?? '',
    contact: page?.contact ?? '',
    description: page?.description ?? '',
    registrationLink: page?.registrationLink ?? defaultRegistrationLink(sessionId),
    registrationDeadline: toLocalInput(page?.registrationDeadline ?? null),
    capacity: page?.capacity?.toString() ?? '',
    retreatCenter: page?.retreatCenter?.value ?? '',
  };
}
