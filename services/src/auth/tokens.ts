import { createHash, randomBytes } from 'node:crypto';

/**
 * SHA-256, lower-case hex: what is kept of a bearer secret (login session tokens, password links),
 * so that a leaked table or log cannot be replayed.
 */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A bearer secret: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
