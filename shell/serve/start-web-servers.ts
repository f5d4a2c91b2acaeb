import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { remoteOrigins, shellContentSecurityPolicy, tileOrigin } from './security-headers.ts';

/** The API's default `MAP_TILES_URL` (infra's config): the browser may load its tiles. */
const OPEN_STREET_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

import { createStaticServer } from './static-server.ts';

/**
 * The remotes the web servers serve, each on its own origin: name in remotes.json → its package. A new
 * remote is one line here (and its workspace in the root package.json and `build:web`).
 */
export const REMOTES = {
  planning: 'mf-planning',
  accounting: 'mf-accounting',
  publicSite: 'mf-public',
  cms: 'mf-cms',
} as const;
export type RemoteName = keyof typeof REMOTES;

export type WebPorts = { readonly shell: number } & { readonly [remote in RemoteName]: number };

export interface StartWebServersOptions {
  /** Where the API listens; the shell's server proxies `/api`, `/login` (and the WebSocket) to it. */
  readonly apiUrl: string;
  /**
   * 0 picks a free port. Defaults: shell 3000, mf-planning 3001, mf-accounting 3002, mf-public 3003,
   * mf-cms 3004.
   */
  readonly ports?: Partial<WebPorts>;
  /** Interface to listen on (default 127.0.0.1). */
  readonly host?: string;
  /**
   * The public map's tile server (`MAP_TILES_URL`, as the API hands it to browsers), whose origin the
   * page may load images from. Default: the environment's, else OpenStreetMap's.
   */
  readonly mapTilesUrl?: string;
  /** Host name the browser uses to reach the remotes (default: `host`). */
  readonly publicHost?: string;
  /** Built app directories (defaults: each package's `dist`). */
  readonly roots?: Partial<Record<keyof WebPorts, string>>;
}

export interface WebServers {
  readonly urls: { readonly [app in keyof WebPorts]: string };
  /** The `remotes.json` the shell is served with. */
  readonly remotes: { readonly [remote in RemoteName]: string };
  /** Stops one app's server (tests: "a remote is down"). */
  stop(app: keyof WebPorts): Promise<void>;
  /** Starts it again on the same port. */
  restart(app: keyof WebPorts): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_PORTS: WebPorts = {
  shell: 3000,
  planning: 3001,
  accounting: 3002,
  publicSite: 3003,
  cms: 3004,
};

/** Paths the shell's origin forwards to the API (spec §7 calls: `api/…`, `login`). */
export const API_PREFIXES = ['/api/', '/login', '/management/'] as const;

const defaultRoot = (folder: string) => fileURLToPath(new URL(`../../${folder}/dist`, import.meta.url));

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

function shutdown(server: Server): Promise<void> {
  return new Promise((done) => {
    if (!server.listening) return done();
    server.close(() => done());
    server.closeAllConnections();
  });
}

/**
 * Serves the built shell and each remote on its own origin, as they are deployed: the remotes with
 * CORS (the shell fetches their manifests), the shell with its SPA fallback, a generated
 * `remotes.json` pointing at the remotes, and the API proxy.
 */
export async function startWebServers(options: StartWebServersOptions): Promise<WebServers> {
  const host = options.host ?? '127.0.0.1';
  const publicHost = options.publicHost ?? host;
  const wanted: WebPorts = { ...DEFAULT_PORTS, ...options.ports };
  const names = Object.keys(REMOTES) as RemoteName[];
  const ports: Record<keyof WebPorts, number> = { ...wanted };
  const servers = {} as Record<keyof WebPorts, Server>;
  for (const name of names) {
    servers[name] = createStaticServer({
      root: options.roots?.[name] ?? defaultRoot(REMOTES[name]),
      cors: true,
    });
    ports[name] = await listen(servers[name], wanted[name], host);
  }

  const origin = (port: number) => `http://${publicHost}:${port}`;
  const remotes = Object.fromEntries(
    names.map((name) => [name, `${origin(ports[name])}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  const shell = createStaticServer({
    root: options.roots?.shell ?? defaultRoot('shell'),
    spaFallback: true,
    contentSecurityPolicy: shellContentSecurityPolicy(
      remoteOrigins(Object.values(remotes)),
      [tileOrigin(options.mapTilesUrl ?? process.env.MAP_TILES_URL ?? OPEN_STREET_MAP_TILES)].filter(
        (origin): origin is string => origin !== null,
      ),
    ),
    proxy: { apiUrl: options.apiUrl, prefixes: API_PREFIXES },
    generated: {
      '/remotes.json': { body: JSON.stringify(remotes, null, 2), type: 'application/json; charset=utf-8' },
    },
  });
  ports.shell = await listen(shell, wanted.shell, host);
  servers.shell = shell;

  return {
    urls: Object.fromEntries(
      (Object.keys(servers) as (keyof WebPorts)[]).map((app) => [app, origin(ports[app])]),
    ) as Record<keyof WebPorts, string>,
    remotes,
    stop: (app) => shutdown(servers[app]),
    restart: async (app) => {
      if (!servers[app].listening) await listen(servers[app], ports[app], host);
    },
    close: async () => {
      await Promise.all(Object.values(servers).map(shutdown));
    },
  };
}
