import {
  ADMIN_MENU_GROUPS,
  type AdminMenuGroup,
  type LocalizedText,
  type RemoteRouteEntry,
  type RemoteRoutesFile,
  type ROUTES_FILE,
} from '@cenacle/kit/routes';
import type { RoleName } from '@cenacle/shared-domain/rules';

/*
 * The two files through which the shell learns about remotes at run time: the deployment's
 * remotes.json (remote name → URL of its mf-manifest.json) and each remote's routes.json, written by
 * its build next to its manifest. No shared module is imported here: the entry chunk starts these
 * requests before Module Federation has negotiated React and the kit.
 */

/** Deploy-time configuration: remote name → URL of its `mf-manifest.json`. */
export type RemotesConfig = Readonly<Record<string, string>>;

const ROUTES_FILE_NAME = 'routes.json' satisfies typeof ROUTES_FILE;
/** A remote that does not answer within this time is treated as down (its panel offers a retry). */
const ROUTES_TIMEOUT_MS = 10_000;
/** One or two path segments, or '' (the index page `/`). */
const SEGMENT = /^(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)?)?$/;

export function parseRemotesConfig(body: unknown): RemotesConfig {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/**
 * Reads `remotes.json` next to the shell's index.html. It changes per deployment: the server sends it
 * `no-cache`, so the browser revalidates it; index.html preloads it with these same request settings.
 */
export async function fetchRemotesConfig(): Promise<RemotesConfig | null> {
  try {
    const response = await fetch('/remotes.json', { credentials: 'same-origin' });
    return response.ok ? parseRemotesConfig(await response.json()) : null;
  } catch {
    return null;
  }
}

export function routesFileUrl(manifestUrl: string): string {
  return new URL(ROUTES_FILE_NAME, new URL(manifestUrl, window.location.href)).toString();
}

const isAdminMenuGroup = (value: unknown): value is AdminMenuGroup =>
  (ADMIN_MENU_GROUPS as readonly unknown[]).includes(value);

const isText = (value: unknown): value is LocalizedText =>
  Boolean(value) &&
  typeof value === 'object' &&
  Object.values(value as object).every((text) => typeof text === 'string');

function parseRoute(value: unknown): RemoteRouteEntry {
  const route = (value ?? {}) as Record<string, unknown>;
  const { segment, module, authorities, nav, menu, group } = route;
  const open = route.public;
  if (typeof segment !== 'string' || !SEGMENT.test(segment)) throw new Error('bad route segment');
  if (typeof module !== 'string' || !module) throw new Error(`route ${segment}: no module`);
  if (!Array.isArray(authorities) || !authorities.every((a) => typeof a === 'string'))
    throw new Error(`route ${segment}: bad authorities`);
  if (nav !== undefined && !isText(nav)) throw new Error(`route ${segment}: bad menu label`);
  if (open !== undefined && open !== true) throw new Error(`route ${segment}: bad public flag`);
  if (menu !== undefined && menu !== 'admin' && menu !== 'account')
    throw new Error(`route ${segment}: bad menu`);
  // A public route is one anybody may open: it keeps no authorities and no menu entry.
  if (open) return { segment, module, authorities: [], public: true };
  return {
    segment,
    module,
    authorities: authorities as RoleName[],
    ...(nav ? { nav } : {}),
    ...(nav && menu ? { menu } : {}),
    // A section this shell does not know yet (a remote released before it) lists under `system`.
    ...(nav && menu === 'admin' && isAdminMenuGroup(group) ? { group } : {}),
  };
}

/** Checks a routes.json body; a remote that serves a broken one is treated as down. */
export function parseRoutesFile(body: unknown, remote: string): RemoteRoutesFile {
  const file = (body ?? {}) as Record<string, unknown>;
  if (!isText(file.title) || !Array.isArray(file.routes))
    throw new Error(`routes.json of ${remote} is malformed`);
  return { remote, title: file.title, routes: file.routes.map(parseRoute) };
}

export async function fetchRoutesFile(remote: string, manifestUrl: string): Promise<RemoteRoutesFile> {
  const response = await fetch(routesFileUrl(manifestUrl), {
    cache: 'no-cache',
    signal: AbortSignal.timeout(ROUTES_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`routes.json of ${remote} answered ${response.status}`);
  return parseRoutesFile(await response.json(), remote);
}
