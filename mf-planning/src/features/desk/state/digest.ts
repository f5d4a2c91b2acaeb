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
 * What a scanned code may name the token by: the whole text, or, when the mail's code is an address,
 * its `token` parameter or its last path segment. Each is hashed and looked up; a name never matches.
 */
export function tokenCandidates(scanned: string): string[] {
  const text = scanned.trim();
  const candidates = [text];
  try {
    const url = new URL(text);
    const param = url.searchParams.get('token');
    if (param) candidates.push(param);
    const last = url.pathname.split('/').filter(Boolean).at(-1);
    if (last) candidates.push(decodeURIComponent(last));
  } catch {
    // Not an address: the text is the token.
  }
  return [...new Set(candidates)];
}

/**
 * Whether a search text could be a scanned token rather than a name: one word, long, no spaces.
 * Names are matched as well in any case; this only saves hashing every keystroke of a name.
 */
export const mayBeToken = (text: string) => /^[A-Za-z0-9_\-.~+/=:?&%]{16,400}$/.test(text.trim());
