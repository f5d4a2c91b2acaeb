import { z } from 'zod';
import { hasAtMostTwoDecimals, isDateInRange, MAX_INT, MIN_AMOUNT } from './bounds.ts';
import { isPlainLine, isStorableText } from './text.ts';

/**
 * The contract primitives: every text, id, date, number and amount of a request passes through one
 * of these, which bound it to what the read side stores. Error messages are the constraint names
 * the spec's clients translate as `error.<name>` (Bean Validation style: NotNull, NotBlank, Size,
 * Pattern, Min, Max, Digits).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const required = (wrong: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'NotNull' : wrong;

/** Optional text: trimmed, storable, at most `max` characters. */
export function text(max: number) {
  return z
    .string({ error: required('Pattern') })
    .trim()
    .max(max, { error: 'Size' })
    .refine(isStorableText, { error: 'Pattern' });
}

/** Text that must not be blank. */
export function requiredText(max: number) {
  return text(max).min(1, { error: 'NotBlank' });
}

/**
 * A name or a title (a person's, a branch's, a session's, a room's, a mail's…): text on one line
 * without hidden characters (controls, bidi overrides, noncharacters), refused as `Characters`.
 * Text PostgreSQL cannot store stays a `Pattern` error, never both.
 */
export function nameText(max: number) {
  return text(max).refine((value) => !isStorableText(value) || isPlainLine(value), { error: 'Characters' });
}

/** A name or a title that must not be blank. */
export function requiredNameText(max: number) {
  return nameText(max).min(1, { error: 'NotBlank' });
}

/** A UUID made canonical (lower case): stream names and read-model keys come only from these. */
export const Uuid = z.uuid({ error: required('Pattern') }).toLowerCase();

/** On the wire, identifiers are objects with a value field (spec §3). */
export const IdSchema = z.object({ value: Uuid }, { error: required('Pattern') }).meta({ id: 'Id' });
export type Id = z.infer<typeof IdSchema>;
export const id = (value: string): Id => ({ value });

/**
 * A reference to a record in a request body: the spec's `{value}` object (§3: "identifiers are
 * objects with a value field") or the bare id older clients send. Read as the canonical id.
 */
export const IdRef = z
  .union([Uuid, z.object({ value: Uuid })], {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'NotNull' : 'Pattern'),
  })
  .transform((ref) => (typeof ref === 'string' ? ref : ref.value));

/** A calendar day, YYYY-MM-DD, within the range the read side stores. */
export const IsoDate = z.iso
  .date({ error: required('Pattern') })
  // Zod runs further checks after a failed format check: the range check guards itself.
  .refine((value) => !ISO_DATE.test(value) || isDateInRange(value), { error: 'Max' });

/** An instant with its offset, within the same years as IsoDate. */
export const IsoDateTime = z.iso.datetime({ offset: true, error: required('Pattern') }).refine(
  (value) => {
    const time = Date.parse(value);
    return Number.isNaN(time) || isDateInRange(new Date(time).toISOString().slice(0, 10));
  },
  { error: 'Max' },
);

const ZONED =
  /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})(\[[\w/+-]{1,60}\])?$/;

/**
 * A calendar day as the spec's client sends it (calls §7: "date values in bodies are converted to
 * zoned date-time strings"): `2026-12-13T00:00:00+01:00` (a Java zone id in brackets allowed) names
 * the day as written in its own zone, 2026-12-13; a plain `2026-12-13` is taken as well.
 */
export const CalendarDay = z
  .string({ error: required('Pattern') })
  .max(100, { error: 'Pattern' })
  // The API's description names both spellings (what a transform takes is otherwise a bare string).
  .meta({ examples: ['2027-07-01', '2027-07-01T00:00:00+02:00', '2027-07-01T00:00:00+02:00[Europe/Warsaw]'] })
  .transform((value) => {
    const zoned = ZONED.exec(value);
    return zoned && !Number.isNaN(Date.parse(value.replace(/\[.*\]$/, ''))) ? (zoned[1] ?? value) : value;
  })
  .pipe(IsoDate);

/** A non-negative integer up to PostgreSQL's int4 (page numbers, versions, counts). */
export function integer(options: { min?: number; max?: number } = {}) {
  const { min = 0, max = MAX_INT } = options;
  return z
    .number({ error: required('Pattern') })
    .int({ error: 'Pattern' })
    .min(min, { error: 'Min' })
    .max(max, { error: 'Max' });
}

/**
 * The version of a document an editor loaded and saves again (`checkSaveVersion`): absent for a new
 * document, required (the decider says so) for one saved before.
 */
export const savedVersion = () =>
  integer()
    .nullish()
    .transform((v) => v ?? null);

/** The same, from a query string. */
export function queryInteger(options: { min?: number; max?: number } = {}) {
  return z.coerce.number({ error: required('Pattern') }).pipe(integer(options));
}

/** A boolean from a query string (`true`/`false`; absent is false). */
export const QueryFlag = z
  .enum(['true', 'false'], { error: 'Pattern' })
  .optional()
  .transform((v) => v === 'true');

/**
 * An amount of money: at least 0.01 in magnitude, at most two decimals, at most `max`. Infinity
 * (a JSON `1e309`) is a range error, not a missing value.
 */
export function amount(max: number) {
  return z
    .number({ error: (issue) => (typeof issue.input === 'number' ? 'Max' : required('Pattern')(issue)) })
    .refine((v) => Math.abs(v) >= MIN_AMOUNT, { error: 'Min' })
    .refine((v) => Math.abs(v) <= max, { error: 'Max' })
    .refine(hasAtMostTwoDecimals, { error: 'Digits' });
}

/** A log position as commands answer it (`app-log-position`): `<commit>.<prepare>`. */
export const LogPosition = z
  .string({ error: required('Pattern') })
  .max(41, { error: 'Size' })
  .regex(/^\d{1,19}\.\d{1,19}$/, { error: 'Pattern' });

/** Read your writes: a query waits (briefly) until its read models have reached this log position. */
export const ReadPositionQuerySchema = z.object({ position: LogPosition.optional() });

/** True when the value is a plain object: cross-field checks only look into those. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/*
 * What an event may carry. Requests are parsed with the primitives above; events are checked with
 * these before they are appended, so the log only ever holds what every read model can store.
 */

/** A canonical (lower-case) UUID inside an event. */
export const StoredUuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/** Storable text of at most `max` characters inside an event. */
export const storedText = (max: number) => z.string().max(max).refine(isStorableText);

/** A calendar day inside an event. */
export const StoredDate = z.iso.date().refine(isDateInRange);

/** An integer amount of minor units (signed), within ±`maxMinor`. */
export const storedMinorUnits = (maxMinor: number) => z.number().int().min(-maxMinor).max(maxMinor);
