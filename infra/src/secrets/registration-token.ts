import { createHash, createHmac } from 'node:crypto';

/** Lowercase hex SHA-256 of a text: the digests the desk's roster carries instead of secrets. */
export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A registration's token, as the confirmation mail's QR code carries it (decision 024): an HMAC of
 * the participant's id and the token generation under a key derived from the server's SECRETS_KEY.
 * It names nobody and cannot be made without the key; it is never stored (the desk's roster carries
 * its SHA-256). Revoking bumps the generation, and the old token matches nothing any more.
 */
export function registrationToken(secretsKey: string, participantId: string, generation: number): string {
  const key = createHash('sha256').update(`cenacle/registration-token/${secretsKey}`, 'utf8').digest();
  return createHmac('sha256', key).update(`${participantId}:${generation}`, 'utf8').digest('base64url');
}

/** What the server keeps of a child's pickup code: SHA-256 of `${childId}:${code}` (decision 024). */
export const pickupCodeDigest = (childId: string, code: string): string => sha256Hex(`${childId}:${code}`);
