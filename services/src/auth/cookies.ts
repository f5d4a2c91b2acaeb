import type { CookieSerializeOptions } from '@fastify/cookie';

/** The login session's random token (httpOnly). The name predates the word "login session". */
export const LOGIN_SESSION_COOKIE = 'CENACLE_SESSION';
/** Readable by the browser's scripts, which echo it in the X-XSRF-TOKEN header of every write. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** A random value that binds an anonymous browser's CSRF token (httpOnly): the pre-session. */
export const CSRF_PRESESSION_COOKIE = '_csrf';

/**
 * Cookie flags: first-party only (Lax), and Secure whenever the request came over HTTPS (as the
 * trusted proxy reports it), or always with SECURE_COOKIES=true.
 */
export function cookieOptions(secureCookies: boolean, readableByScripts = false): CookieSerializeOptions {
  return { path: '/', httpOnly: !readableByScripts, sameSite: 'lax', secure: secureCookies ? true : 'auto' };
}
