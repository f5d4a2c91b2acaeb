import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { API_PREFIXES } from './api-prefixes.ts';
import { remoteOrigins, shellContentSecurityPolicy, tileOrigin } from './security-headers.ts';

/** The API's default `MAP_TILES_URL` (infra's config): the browser may load its tiles. */
const OPEN_STREET_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

import { createStaticServer, type StaticServerOptions } from './static-server.ts';

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

const defaultRoot = (folder: string) => fileURLToPath(new URL(`../../${folder}/dist`, import.meta.url));

/** One app's server; a stopped one is started again as a new instance on the same port. */
interface AppServer {
  instance: FastifyInstance | null;
  port: number;
  /** The previous instance's close, which a restart waits for (the port is free after it). */
  closing: Promise<void>;
  readonly create: () => Promise<FastifyInstance>;
}

async function start(server: AppServer, host: string): Promise<void> {
  if (server.instance) return;
  await server.closing;
  const instance = await server.create();
  await instance.listen({ port: server.port, host });
  server.port = (instance.server.address() as AddressInfo).port;
  server.instance = instance;
}

async function stop(server: AppServer): Promise<void> {
  const instance = server.instance;
  server.instance = null;
  if (instance) server.closing = server.closing.then(() => instance.close());
  await server.closing;
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
  const servers = {} as Record<keyof WebPorts, AppServer>;
  for (const name of names) {
    const root = options.roots?.[name] ?? defaultRoot(REMOTES[name]);
    servers[name] = {
      instance: null,
      port: wanted[name],
      closing: Promise.resolve(),
      create: () => createStaticServer({ root, cors: true }),
    };
    await start(servers[name], host);
  }

  const origin = (port: number) => `http://${publicHost}:${port}`;
  const remotes = Object.fromEntries(
    names.map((name) => [name, `${origin(servers[name].port)}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  const shellOptions: StaticServerOptions = {
    root: options.roots?.shell ?? defaultRoot('shell'),
    spaFallback: true,
    contentSecurityPolicy: shellContentSecurityPolicy(
      remoteOrigins(Object.values(remotes)),
      [tileOrigin(options.mapTilesUrl ?? process.env.MAP_TILES_URL ?? OPEN_STREET_MAP_TILES)].filter(
        (origin): origin is string => origin !== null,
      ),
    ),
    proxy: { apiUrl: options.apiUrl, prefixes: API_PREFIXES, webSocketPrefix: '/api/' },
    generated: {
      '/remotes.json': { body: JSON.stringify(remotes, null, 2), type: 'application/json; charset=utf-8' },
    },
  };
  servers.shell = {
    instance: null,
    port: wanted.shell,
    closing: Promise.resolve(),
    create: () => createStaticServer(shellOptions),
  };
  await start(servers.shell, host);

  return {
    urls: Object.fromEntries(
      (Object.keys(servers) as (keyof WebPorts)[]).map((app) => [app, origin(servers[app].port)]),
    ) as Record<keyof WebPorts, string>,
    remotes,
    stop: (app) => stop(servers[app]),
    restart: (app) => start(servers[app], host),
    close: async () => {
      await Promise.all(Object.values(servers).map(stop));
    },
  };
}
