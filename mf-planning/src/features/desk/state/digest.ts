/** Lowercase hex SHA-256 of a text (UTF-8), as the roster carries its secrets' digests. */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What a QR code of a confirmation mail (or a hardware scanner typing it into the search field)
 * carries is the registration token alone; its digest is what the roster's
 * `registrationTokenDigest` holds.
 */
export const registrationTokenDigest = (scanned: string) => sha256Hex(scanned.trim());

/**
 * Whether a search text could be a scanned token rather than a name: one word, long, no spaces.
 * Names are matched as well in any case; this only saves hashing every keystroke of a name.
 */
export const mayBeToken = (text: string) => /^[A-Za-z0-9_\-.~+/=]{16,200}$/.test(text.trim());
