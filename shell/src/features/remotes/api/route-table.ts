import {
  bestPossibleMatch,
  localize,
  type RemoteRouteEntry,
  type RemoteRoutesFile,
  segmentMatch,
} from '@cenacle/kit/routes';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { fetchRoutesFile, type RemotesConfig } from './remote-files.ts';

/**
 * The routes every remote declared (its routes.json), learnt at run time. The shell compiles in no
 * remote's route: a remote released with a new route is routable after a reload.
 */
export type RemoteRoutesState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly file: RemoteRoutesFile }
  | { readonly status: 'failed' };

interface RouteTableState {
  /** remotes.json could not be read: nothing is known about any remote. */
  readonly unconfigured: boolean;
  /** In remotes.json order; a remote missing here has not been asked yet. */
  readonly remotes: Readonly<Record<string, RemoteRoutesState>>;
}

export const routeTable = createStore<RouteTableState>(() => ({ unconfigured: false, remotes: {} }));

let config: RemotesConfig = {};
let early: ReadonlyMap<string, Promise<RemoteRoutesFile>> = new Map();

function setRemote(remote: string, state: RemoteRoutesState): void {
  routeTable.setState((s) => ({ remotes: { ...s.remotes, [remote]: state } }));
}

function load(remote: string, file: Promise<RemoteRoutesFile>): void {
  setRemote(remote, { status: 'loading' });
  file.then(
    (loaded) => setRemote(remote, { status: 'loaded', file: loaded }),
    (error: unknown) => {
      console.warn(`Routes of remote ${remote} are unavailable`, error);
      setRemote(remote, { status: 'failed' });
    },
  );
}

/** remotes.json as read at start (null: unreadable), and any routes.json requests already under way. */
export function configureRouteTable(
  remotes: RemotesConfig | null,
  started: ReadonlyMap<string, Promise<RemoteRoutesFile>> = new Map(),
): void {
  config = remotes ?? {};
  early = started;
  routeTable.setState({ unconfigured: remotes === null, remotes: {} });
  for (const [remote, file] of started) if (remote in config) load(remote, file);
}

/** Asks every remote not asked yet for its routes (idempotent). */
export function ensureRouteTable(): void {
  const known = routeTable.getState().remotes;
  for (const [remote, manifest] of Object.entries(config)) {
    if (!known[remote]) load(remote, early.get(remote) ?? fetchRoutesFile(remote, manifest));
  }
}

/** Asks a remote that was down for its routes again. */
export function reloadRoutesOf(remote: string): void {
  const manifest = config[remote];
  if (manifest) load(remote, fetchRoutesFile(remote, manifest));
}

export interface ResolvedRoute {
  readonly remote: string;
  readonly route: RemoteRouteEntry;
  readonly title: RemoteRoutesFile['title'];
}

export type Resolution =
  | { readonly kind: 'route'; readonly match: ResolvedRoute }
  /** Some remote has not answered yet: it may own the path. */
  | { readonly kind: 'pending' }
  /** No remote that answered owns the path, but these did not answer: one of them may. */
  | { readonly kind: 'unreachable'; readonly remotes: readonly string[] }
  | { readonly kind: 'unconfigured' }
  | { readonly kind: 'none' };

/**
 * Which remote serves a path. The closest segment wins (`config/about-us` before `config`); of two
 * remotes claiming the same segment, the first of remotes.json wins. A remote still answering is
 * waited for only while it could declare a closer segment than the one found.
 */
export function resolveRoute(state: RouteTableState, pathname: string): Resolution {
  if (state.unconfigured) return { kind: 'unconfigured' };
  const remotes = Object.keys(config);
  let found: ResolvedRoute | undefined;
  let closeness = 0;
  for (const remote of remotes) {
    const entry = state.remotes[remote];
    if (entry?.status !== 'loaded') continue;
    for (const route of entry.file.routes) {
      const match = segmentMatch(route.segment, pathname);
      if (match > closeness) {
        closeness = match;
        found = { remote, route, title: entry.file.title };
      }
    }
  }
  const waiting = remotes.some((r) => !state.remotes[r] || state.remotes[r]?.status === 'loading');
  if (found && (closeness === bestPossibleMatch(pathname) || !waiting))
    return { kind: 'route', match: found };
  if (waiting) return { kind: 'pending' };
  const failed = remotes.filter((r) => state.remotes[r]?.status === 'failed');
  return failed.length > 0 ? { kind: 'unreachable', remotes: failed } : { kind: 'none' };
}

/** True when the path is a remote's public route: open to anonymous visitors, without staff menus. */
export function isPublicPath(state: RouteTableState, pathname: string): boolean {
  const resolution = resolveRoute(state, pathname);
  return resolution.kind === 'route' && resolution.match.route.public === true;
}

/** First path segments of the shell's own pages (sign-in and account pages): staff frame. */
const SHELL_SEGMENTS = new Set(['log-in', 'register', 'activation', 'change-password', 'confirm-email']);

/** Which frame a path gets: a remote's public route the public one, anything else the staff one. */
export function frameOf(state: RouteTableState, pathname: string): 'public' | 'staff' | 'pending' {
  if (SHELL_SEGMENTS.has(pathname.split('/')[1] ?? '')) return 'staff';
  const resolution = resolveRoute(state, pathname);
  if (resolution.kind === 'pending') return 'pending';
  return resolution.kind === 'route' && resolution.match.route.public === true ? 'public' : 'staff';
}

/** Every route the remotes that answered declared, in remotes.json order. */
export function knownRoutes(state: RouteTableState): ResolvedRoute[] {
  return Object.keys(config).flatMap((remote) => {
    const entry = state.remotes[remote];
    if (entry?.status !== 'loaded') return [];
    return entry.file.routes.map((route) => ({ remote, route, title: entry.file.title }));
  });
}

export function useRouteTable<T>(selector: (state: RouteTableState) => T): T {
  return useStore(routeTable, selector);
}

/** The display name of a remote, if it answered. */
export function remoteTitle(state: RouteTableState, remote: string, language: string): string | undefined {
  const entry = state.remotes[remote];
  return entry?.status === 'loaded' ? localize(entry.file.title, language) : undefined;
}
