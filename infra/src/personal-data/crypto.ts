import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for personal data (decision 007): a random data key per person seals that person's
 * fields in events; the data keys are stored wrapped with the master key from configuration, so a
 * database dump alone reveals neither. Each ciphertext is bound to its person (additional
 * authenticated data), so a sealed value or a wrapped key moved to another person does not open.
 */

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;

/** The development default of `PERSONAL_DATA_KEY`; production sets its own secret. */
export const DEVELOPMENT_PERSONAL_DATA_KEY = 'cenacle-development-personal-data-key-change-me';

/** The master key from the configured secret (any length; HKDF-SHA256 stretches it to 32 bytes). */
export function deriveMasterKey(secret: string): Buffer {
  if (secret.length === 0) throw new Error('PERSONAL_DATA_KEY must not be empty');
  return Buffer.from(hkdfSync('sha256', secret, 'cenacle', 'personal-data master key', KEY_BYTES));
}

export function newDataKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

function encrypt(key: Buffer, aad: string, plaintext: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Throws when the bytes were altered, or the key or the person is not theirs. */
function decrypt(key: Buffer, aad: string, sealed: Buffer): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed value too short');
  const decipher = createDecipheriv(ALGORITHM, key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** A person's data key as stored: iv ‖ tag ‖ ciphertext under the master key. */
export function wrapDataKey(master: Buffer, subjectId: string, dataKey: Buffer): Buffer {
  return encrypt(master, `data-key:${subjectId}`, dataKey);
}

export function unwrapDataKey(master: Buffer, subjectId: string, wrapped: Buffer): Buffer {
  return decrypt(master, `data-key:${subjectId}`, wrapped);
}

/** A person's fields as stored in an event: base64 of iv ‖ tag ‖ ciphertext of their JSON. */
export function sealFields(
  dataKey: Buffer,
  subjectId: string,
  fields: Readonly<Record<string, unknown>>,
): string {
  return encrypt(dataKey, `fields:${subjectId}`, Buffer.from(JSON.stringify(fields), 'utf8')).toString(
    'base64',
  );
}

export function openFields(dataKey: Buffer, subjectId: string, sealed: string): Record<string, unknown> {
  const json = decrypt(dataKey, `fields:${subjectId}`, Buffer.from(sealed, 'base64')).toString('utf8');
  return JSON.parse(json) as Record<string, unknown>;
}

/**
 * A stable, unguessable stand-in for a personal value where the log needs one in the clear (a stream
 * id reserving a login or an e-mail address): HMAC-SHA256 under a key derived from the master secret,
 * hex. The caller normalises the value first (lower case, trimmed).
 */
export function blindIndex(secret: string, value: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, 'cenacle', 'personal-data blind index', KEY_BYTES));
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}
