/** What a masked value reads as (Spring Boot's sanitizer writes the same). */
export const MASK = '******';

/** A known secret value shorter than this is not searched for in other settings (it would mask words). */
export const MIN_KNOWN_SECRET = 8;

/** Names whose values are secrets whatever they hold. */
const SECRET_NAME =
  /secret|password|passwd|pwd|token|credential|private|api[-_]?key|(^|[-_.])key$|personal[-_]?data[-_]?key|auth/i;

/** Whether a setting of this name is a secret (SESSION_SECRET, SECRETS_KEY, PERSONAL_DATA_KEY, …). */
export const isSecretName = (name: string): boolean => SECRET_NAME.test(name);

/**
 * `scheme://user:password@host/…` → `scheme://user:******@host/…` (also inside a longer text), and
 * secret-named query parameters (`?apikey=…`, `&token=…`) masked too.
 */
export function maskUrlCredentials(value: string): string {
  const masked = value.replace(
    /([?&][^=&#\s]*(?:key|token|secret|password|signature)[^=&#\s]*=)[^&#\s]*/gi,
    `$1${MASK}`,
  );
  return masked.replace(
    /([a-z][a-z0-9+.-]*:\/\/)([^/\s:@]*)(:[^/\s@]*)?@/gi,
    (_all, scheme: string, user: string, password?: string) =>
      password === undefined ? `${scheme}${user ? MASK : ''}@` : `${scheme}${user}:${MASK}@`,
  );
}

/**
 * A setting as the management API shows it: secrets by name masked whole, credentials inside URLs
 * masked, and any known secret value that still appears (a key pasted into another setting) masked.
 */
export function maskSetting(name: string, value: unknown, knownSecrets: readonly string[] = []): unknown {
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'number') {
    return isSecretName(name) && value !== null && value !== undefined ? MASK : value;
  }
  if (Array.isArray(value)) return value.map((item) => maskSetting(name, item, knownSecrets));
  if (typeof value === 'object') return maskSettings(value as Record<string, unknown>, knownSecrets);
  if (isSecretName(name)) return MASK;
  let text = maskUrlCredentials(String(value));
  for (const secret of knownSecrets) {
    if (secret.length >= MIN_KNOWN_SECRET) text = text.split(secret).join(MASK);
  }
  return text;
}

export function maskSettings(
  settings: Readonly<Record<string, unknown>>,
  knownSecrets: readonly string[] = [],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(settings).map(([name, value]) => [name, maskSetting(name, value, knownSecrets)]),
  );
}
