import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/**
 * The helpers that read a session from the sessions read model. A query route calling one must list
 * `school-sessions` among the read models it waits for: with `?position=` it otherwise may find a
 * session created a moment ago missing (another projector's checkpoint passed the position first).
 */
const SESSION_READERS = ['sessionToRead', 'fullSessionToRead', 'authorizeLedgerQuery', 'dutiesOn'];
/** Where those helpers are defined (and may call each other). */
const HELPER_FILES = [
  'organisation/session-scope.ts',
  'accounting/session-access.ts',
  'responsibilities/my-responsibilities/my-duties.ts',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') ? [path] : [];
  });
}

const calls = (text: string) => SESSION_READERS.some((name) => new RegExp(`\\b${name}\\(`).test(text));

describe('Query routes and the read models they wait for', () => {
  const files = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

  it('lists school-sessions wherever a route reads a session from it', () => {
    const routes = files.filter((f) => f.path.endsWith('.route.ts') && calls(f.text));
    expect(routes.length).toBeGreaterThan(5);
    const missing = routes.filter((f) => !f.text.includes('SCHOOL_SESSIONS_READ_MODEL')).map((f) => f.path);
    expect(missing).toEqual([]);
  });

  it('knows every helper that reads a session: no other file calls them', () => {
    const others = files.filter(
      (f) => !f.path.endsWith('.route.ts') && !HELPER_FILES.includes(f.path) && calls(f.text),
    );
    expect(others.map((f) => f.path)).toEqual([]);
  });
});
