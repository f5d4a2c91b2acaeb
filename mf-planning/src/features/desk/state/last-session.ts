/** The session whose desk this browser opened last: /desk opens it again, offline too. */
const KEY = 'cenacle.desk.lastSession';

export function rememberDeskSession(sessionId: string): void {
  try {
    localStorage.setItem(KEY, sessionId);
  } catch {
    // Storage refused (private mode): /desk asks for the session again.
  }
}

export function lastDeskSession(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
