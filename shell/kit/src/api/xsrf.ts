/**
 * The API's CSRF token: a cookie the page's scripts read and echo in a header on every write,
 * sign-in included (the API hands one to every browser, bound to its login session or, before
 * sign-in, to its pre-session).
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** The `app-error` of a write refused for its CSRF token. */
export const CSRF_REFUSED = 'error.csrf';

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}
