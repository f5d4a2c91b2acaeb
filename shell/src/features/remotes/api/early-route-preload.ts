import type { RemoteRoutesFile } from '@cenacle/kit/routes';
import { type RemotesConfig, routeOwnsPath } from './remote-files.ts';

/*
 * A visitor's first page is usually a remote's public route (the home page, the events). Its remote
 * is otherwise fetched only after the shell has started React: manifest, remote entry, module, one
 * after the other. Here, as soon as the routes.json files name the page, the remote's manifest is
 * read and the browser is told to fetch the entry and the module's files, so they download while the
 * shared modules do. Nothing here may import a shared module (see early-requests.ts).
 */

interface ManifestAssets {
  readonly js?: { readonly sync?: readonly string[] };
  readonly css?: { readonly sync?: readonly string[] };
}

interface Manifest {
  readonly metaData?: {
    readonly publicPath?: string;
    readonly remoteEntry?: { readonly name?: string; readonly path?: string };
  };
  readonly exposes?: readonly { readonly name?: string; readonly assets?: ManifestAssets }[];
}

/** Manifests read early, by URL: the Module Federation runtime takes them instead of asking again. */
const earlyManifests = new Map<string, Promise<Response>>();

/** The early response for a manifest URL, once (later loads ask the server as usual). */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const response = earlyManifests.get(url);
  earlyManifests.delete(url);
  return response;
}

function hint(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

/** The remote (remotes.json order, as the route table decides) whose public route serves the path. */
async function publicRouteOf(
  config: RemotesConfig,
  files: ReadonlyMap<string, Promise<RemoteRoutesFile>>,
  pathname: string,
): Promise<{ remote: string; module: string } | null> {
  for (const remote of Object.keys(config)) {
    const file = await files.get(remote)?.catch(() => null);
    const route = file?.routes.find((r) => routeOwnsPath(r.segment, pathname));
    if (route) return route.public ? { remote, module: route.module } : null;
  }
  return null;
}

export async function preloadPublicRoute(
  config: RemotesConfig | null,
  files: ReadonlyMap<string, Promise<RemoteRoutesFile>>,
): Promise<void> {
  if (!config) return;
  const route = await publicRouteOf(config, files, window.location.pathname);
  const manifestUrl = route ? config[route.remote] : undefined;
  if (!route || !manifestUrl) return;
  const response = fetch(manifestUrl);
  earlyManifests.set(manifestUrl, response);
  const manifest = (await (await response).clone().json()) as Manifest;
  const base = new URL(manifestUrl, window.location.href);
  const publicPath = manifest.metaData?.publicPath;
  const root = !publicPath || publicPath === 'auto' ? base : new URL(publicPath, base);
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) hint(new URL(`${entry.path ?? ''}${entry.name}`, root).href, 'script');
  const assets = manifest.exposes?.find((e) => e.name === route.module)?.assets;
  for (const file of assets?.js?.sync ?? []) hint(new URL(file, root).href, 'script');
  for (const file of assets?.css?.sync ?? []) hint(new URL(file, root).href, 'style');
}
