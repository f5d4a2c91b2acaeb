import { createHash, randomBytes } from 'node:crypto';

/** SHA-256, lower-case hex: link token hashes and the names of reservation streams. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A password link's secret: 32 random bytes, base64url (43 characters). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
