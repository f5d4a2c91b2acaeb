import { isStorableText } from '@cenacle/shared-domain';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { HttpProblem } from '../http/http-errors.ts';

export interface GoogleSignInConfig {
  readonly clientId: string;
  readonly issuer: string;
  /** Where the issuer's keys are; null: read from its OpenID discovery document. */
  readonly jwksUrl: string | null;
}

/** What a verified ID token tells about its holder. */
export interface ExternalIdentity {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

const GOOGLE = 'https://accounts.google.com';
/** Google signs both forms of its issuer (its documentation says to accept either). */
const issuersOf = (issuer: string): string[] =>
  issuer === GOOGLE ? [GOOGLE, 'accounts.google.com'] : [issuer];

const refused = () => new HttpProblem(401, 'error.google.failed');

interface Discovery {
  readonly jwks_uri?: unknown;
  readonly authorization_endpoint?: unknown;
}

const discoveries = new Map<string, Promise<Discovery>>();

/** The issuer's OpenID discovery document, fetched once per process (again after a failure). */
function discover(issuer: string): Promise<Discovery> {
  let found = discoveries.get(issuer);
  if (!found) {
    found = fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    }).then((response) => {
      if (!response.ok) throw new Error(`OpenID discovery of ${issuer} answered ${response.status}`);
      return response.json() as Promise<Discovery>;
    });
    found.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, found);
  }
  return found;
}

async function discoverJwksUrl(issuer: string): Promise<string> {
  const { jwks_uri: jwksUri } = await discover(issuer);
  if (typeof jwksUri !== 'string') throw new Error(`OpenID discovery of ${issuer} names no jwks_uri`);
  return jwksUri;
}

/** Where browsers ask the issuer for an ID token; null when the issuer cannot be reached. */
export async function authorizationEndpoint(issuer: string): Promise<string | null> {
  if (issuer === GOOGLE) return 'https://accounts.google.com/o/oauth2/v2/auth';
  const { authorization_endpoint: endpoint } = await discover(issuer).catch(() => ({}) as Discovery);
  return typeof endpoint === 'string' ? endpoint : null;
}

/** A claim as storable text (the event schemas refuse anything else), or empty. */
function text(value: unknown, max: number): string {
  const trimmed = typeof value === 'string' ? [...value.trim()].slice(0, max).join('') : '';
  return isStorableText(trimmed) ? trimmed : '';
}

/**
 * Verifies Google ID tokens (`jose`): signature against the issuer's published keys (fetched once,
 * refreshed by jose when a token names an unknown key), issuer, audience = our client id, expiry
 * against the injected clock, and a verified e-mail address.
 */
export class GoogleIdTokenVerifier {
  private keys: Promise<JWTVerifyGetKey> | null = null;

  constructor(
    private readonly config: GoogleSignInConfig,
    private readonly clock: () => Date,
  ) {}

  private keySet(): Promise<JWTVerifyGetKey> {
    this.keys ??= (async () => {
      const url = this.config.jwksUrl ?? (await discoverJwksUrl(this.config.issuer));
      return createRemoteJWKSet(new URL(url));
    })().catch((error: unknown) => {
      this.keys = null; // try the discovery again on the next sign-in
      throw error;
    });
    return this.keys;
  }

  /** `nonce`, when the browser sent one to the issuer, must be the token's. */
  async verify(token: string, nonce?: string): Promise<ExternalIdentity> {
    const keys = await this.keySet();
    const { payload } = await jwtVerify(token, keys, {
      issuer: issuersOf(this.config.issuer),
      audience: this.config.clientId,
      currentDate: this.clock(),
      requiredClaims: ['exp', 'sub', 'email'],
      algorithms: ['RS256', 'ES256'],
    }).catch(() => {
      throw refused();
    });
    if (nonce !== undefined && payload.nonce !== nonce) throw refused();
    if (payload.email_verified !== true && payload.email_verified !== 'true') {
      throw new HttpProblem(401, 'error.google.emailUnverified');
    }
    const email = text(payload.email, 254).toLowerCase();
    if (!email) throw refused();
    const local = email.split('@')[0] ?? email;
    return {
      email,
      firstName: text(payload.given_name, 100) || text(payload.name, 100) || local,
      lastName: text(payload.family_name, 100),
    };
  }
}
