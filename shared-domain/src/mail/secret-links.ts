/**
 * Links that carry a secret (activation, invitation, password reset, e-mail confirmation, the
 * calendar feed) are their recipient's alone (issue 23 §2). What staff read of a mail, its outbox
 * row and timeline, shows such a link with the secret masked; the mail itself carries it whole.
 *
 * The rule is by shape, so that a new kind of link is masked without being listed here
 * (decision 015): in the path, query or fragment of any web address in a mail,
 * - the value of a query parameter named like a secret (`token`, `key`, `secret`, `code`, `sig`…),
 * - and every part of at least SECRET_MIN_LENGTH URL-safe characters that is not a UUID
 *   (Cenacle's tokens are 43 base64url characters; record ids are UUIDs and stay readable)
 * become MASKED_SECRET.
 */
export const MASKED_SECRET = '•••••';

/** The shortest run of URL-safe characters read as a secret: longer than any word of Cenacle's paths. */
export const SECRET_MIN_LENGTH = 32;

/** A web address as it stands in a mail's text or HTML (quotes and angle brackets end it). */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** The origin of an address: kept as it is (a long host label is no secret). */
const ORIGIN = /^https?:\/\/[^/?#]*/i;
/** A query parameter whose value is a secret, whatever its length (`&` may stand HTML-escaped). */
const SECRET_PARAM = /([?&;](?:token|key|secret|code|sig|signature|password)=)[^&#]+/gi;
const LONG_PART = new RegExp(`[A-Za-z0-9_-]{${SECRET_MIN_LENGTH},}`, 'g');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function maskAddress(address: string): string {
  const origin = ORIGIN.exec(address)?.[0] ?? '';
  const rest = address
    .slice(origin.length)
    .replace(SECRET_PARAM, (_match, name: string) => `${name}${MASKED_SECRET}`)
    .replace(LONG_PART, (part) => (UUID.test(part) ? part : MASKED_SECRET));
  return origin + rest;
}

/** The text (or HTML) with the secret of every link masked; null stays null. */
export function maskSecretLinks<T extends string | null>(text: T): T {
  if (text === null) return text;
  return text.replace(WEB_ADDRESS, maskAddress) as T;
}
