import { randomBytes } from 'node:crypto';
import type { PersonalPart } from '@cenacle/shared-domain';
import { KEY_BYTES, openFields, sealFields } from './crypto.ts';
import type { SubjectKeys } from './personal-data-keys.ts';

/**
 * How sealed personal data sits in a stored event's data (decision 007). The personal fields leave
 * the data and come back from `$pd`:
 *
 *   { ...other fields, "$pd": { "s": subject id, "c": sealed fields, "e": { field: placeholder } } }
 *
 * The placeholders (`e`) hold no personal data; they are what the fields read as once the key is
 * gone, so a reader needs no event catalog to open any event. An erasing event carries
 * `"$erases": subject id`, so whoever reads it can finish an erasure that a crash interrupted.
 */
export interface SealedPart {
  readonly s: string;
  readonly c: string;
  readonly e: Readonly<Record<string, unknown>>;
}

export const SEALED = '$pd';
export const ERASES = '$erases';

type Data = Record<string, unknown>;

const asData = (data: unknown): Data | null =>
  data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Data) : null;

export function sealedPart(data: unknown): SealedPart | null {
  return (asData(data)?.[SEALED] as SealedPart | undefined) ?? null;
}

export function erasedSubject(data: unknown): string | null {
  const subject = asData(data)?.[ERASES];
  return typeof subject === 'string' ? subject : null;
}

/**
 * The stored form of `data`: its personal fields sealed with the person's key. With no key (the
 * person is erased) they are sealed with a throwaway key, so they are stored unreadable.
 */
export function seal(data: unknown, part: PersonalPart, key: Buffer | null): Data {
  const fields: Data = {};
  const rest: Data = { ...asData(data) };
  for (const field of Object.keys(part.erased)) {
    fields[field] = rest[field];
    delete rest[field];
  }
  const sealed: SealedPart = {
    s: part.subject,
    c: sealFields(key ?? randomBytes(KEY_BYTES), part.subject, fields),
    e: part.erased,
  };
  return { ...rest, [SEALED]: sealed };
}

export function markErasure(data: unknown, subject: string): Data {
  return { ...asData(data), [ERASES]: subject };
}

/** A sealed key with no row: the key table lost a key the log still needs (restored from another dump?). */
export class MissingPersonalDataKeyError extends Error {
  constructor(readonly subject: string) {
    super(`No personal data key for subject ${subject}`);
    this.name = 'MissingPersonalDataKeyError';
  }
}

/**
 * The data as its writer meant it: the personal fields opened with the person's key, or their
 * placeholders when the person is erased (`keys` has null for them). The erasure marker is dropped.
 */
export function open(data: unknown, keys: SubjectKeys): unknown {
  const object = asData(data);
  if (!object || !(SEALED in object || ERASES in object)) return data;
  const { [SEALED]: sealed, [ERASES]: _erases, ...rest } = object;
  if (!sealed) return rest;
  const part = sealed as SealedPart;
  const key = keys.get(part.s);
  if (key === undefined) throw new MissingPersonalDataKeyError(part.s);
  return { ...rest, ...(key === null ? part.e : openFields(key, part.s, part.c)) };
}
