import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * An OpenID issuer of the test's own on loopback: its key pair, a discovery document and a JWKS,
 * served by node:http. It signs whatever ID token a test asks for (right or deliberately wrong).
 */
export interface LocalIssuer {
  readonly url: string;
  sign(
    claims: JWTPayload,
    options?: { readonly expiresAt?: Date; readonly issuedAt?: Date },
  ): Promise<string>;
  /** A token signed with a key the issuer does not publish. */
  signWithForeignKey(claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

export async function startLocalIssuer(): Promise<LocalIssuer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let url = '';
  const server: Server = createServer((request, response) => {
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration')
      return json({ issuer: url, jwks_uri: `${url}/jwks`, authorization_endpoint: `${url}/authorize` });
    if (request.url === '/jwks') return json({ keys: [jwk] });
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signed = (claims: JWTPayload, key: typeof privateKey, expiresAt: Date, issuedAt: Date) =>
    new SignJWT({ iss: url, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
  return {
    url,
    sign: (claims, options = {}) =>
      signed(
        claims,
        privateKey,
        options.expiresAt ?? new Date(Date.now() + 3600_000),
        options.issuedAt ?? new Date(Date.now() - 1000),
      ),
    signWithForeignKey: (claims) =>
      signed(claims, foreign.privateKey, new Date(Date.now() + 3600_000), new Date(Date.now() - 1000)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
