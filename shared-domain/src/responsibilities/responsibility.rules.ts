import { STAFF_AUTHORITIES } from '../common/authorities.ts';

/** What a responsibility of a session is (spec §3 Responsibility); null: a plain named duty. */
export const RESPONSIBILITY_TYPES = [
  'CONFERENCE_DIVISION',
  'REGISTRATION_ACCOUNTING',
  'SESSION_LEADER',
  'LEVEL_KEEPER',
] as const;
export type ResponsibilityType = (typeof RESPONSIBILITY_TYPES)[number];

export const RESPONSIBILITY_NAME_MAX_LENGTH = 200;
/** The same bound as a school level's name (organisation). */
export const RESPONSIBILITY_LEVEL_MAX_LENGTH = 100;

/** Who plans responsibilities: the staff of the session's branch (admins everywhere; spec §6). */
export const RESPONSIBILITY_KEEPERS = STAFF_AUTHORITIES;

/** Types whose responsibility without a level of its own is kept per level of the session. */
export const PER_LEVEL_TYPES: readonly ResponsibilityType[] = ['LEVEL_KEEPER', 'CONFERENCE_DIVISION'];

export const isPerLevel = (type: ResponsibilityType | null, level: string | null): boolean =>
  level === null && type !== null && PER_LEVEL_TYPES.includes(type);

/** The composite connection id (spec §3): the responsibility's id and a level name, `id__level`. */
export const CONNECTION_SEPARATOR = '__';

export const connectionId = (responsibilityId: string, level: string | null): string =>
  level === null ? responsibilityId : `${responsibilityId}${CONNECTION_SEPARATOR}${level}`;

/** `id` or `id__level` split into its parts (the level may itself hold underscores). */
export function parseConnectionId(value: string): { responsibilityId: string; level: string | null } {
  const at = value.indexOf(CONNECTION_SEPARATOR);
  if (at < 0) return { responsibilityId: value, level: null };
  return { responsibilityId: value.slice(0, at), level: value.slice(at + CONNECTION_SEPARATOR.length) };
}

export const responsibilityStream = (responsibilityId: string): string =>
  `responsibility-${responsibilityId}`;

/** The read model's name (projections, change notices, browser query keys). */
export const RESPONSIBILITIES_READ_MODEL = 'responsibilities';
