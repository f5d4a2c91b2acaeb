import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * CSRF tokens derived from what they protect: `<salt>.<HMAC(key, binding, salt)>`. The binding is
 * the login session (or, before sign-in, the browser's pre-session), so a token is worth nothing
 * with another login session's cookie, and no token has to be stored. The salt makes every issued
 * token different while all of them stay valid for their binding.
 */
export class CsrfTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so the CSRF MACs never coincide with the cookie signatures of the same secret.
    this.key = createHmac('sha256', secret).update('cenacle csrf tokens').digest();
  }

  create(binding: string): string {
    const salt = randomBytes(12).toString('base64url');
    return `${salt}.${this.mac(binding, salt)}`;
  }

  verify(binding: string, token: unknown): boolean {
    if (typeof token !== 'string' || token.length > 200) return false;
    const [salt, mac, ...rest] = token.split('.');
    if (!salt || !mac || rest.length > 0) return false;
    const expected = Buffer.from(this.mac(binding, salt));
    const actual = Buffer.from(mac);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  private mac(binding: string, salt: string): string {
    return createHmac('sha256', this.key).update(`${binding}\n${salt}`).digest('base64url');
  }
}

export const newPresession = (): string => randomBytes(18).toString('base64url');
