import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Rspack } from '@rsbuild/core';
import { precompressPlugin } from './precompress.ts';
import { exposesOf, pluginRoutesFile } from './routes-file.ts';
import type { RemoteDeclaration } from './src/routes/remote-routes.ts';

/**
 * The Module Federation `shared` configuration every Cenacle build (shell and remotes) uses, so the
 * singletons and their version ranges cannot drift apart. Only what must be ONE instance is shared:
 * shared modules are not tree-shaken.
 */
const kitPackage = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  readonly version: string;
  readonly dependencies: Readonly<Record<string, string>>;
  /** Each entry's file per condition (see infra/decisions/021): the browser's is the one a build bundles. */
  readonly exports: Readonly<Record<string, { readonly browser: string }>>;
};

export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'zustand',
  'i18next',
  'react-i18next',
] as const;

/**
 * Kit entries only remotes import (the shell never does): the CMS content renderer (public pages and
 * the CMS preview; no Fluent) and the rich-text editor (TipTap), each loaded by the screens that use
 * it. A host build provides only the shared modules it meets in its own code, so the shell provides
 * these from their source files.
 */
const ON_DEMAND_KIT_ENTRIES = ['@cenacle/kit/content', '@cenacle/kit/rich-text'] as const;

/**
 * The kit, its two Fluent UI facades, its router facade and its on-demand pieces.
 * `@fluentui/react-components` and `react-router` themselves are not shared: shared modules are not
 * tree-shaken (all of Fluent is ≈320 KB gzipped, all of react-router ≈65 KB). The facades re-export
 * the parts in use, and only they may import those packages (checked by
 * `tests/front-end-imports.unit.spec.ts`), so each still exists once per page.
 */
export const KIT_ENTRIES = [
  '@cenacle/kit',
  '@cenacle/kit/ui',
  '@cenacle/kit/ui-extended',
  '@cenacle/kit/router',
  ...ON_DEMAND_KIT_ENTRIES,
] as const;

export interface SharedSingleton {
  readonly singleton: true;
  readonly requiredVersion: string;
  readonly version?: string;
  /**
   * false: this build never bundles its own copy and always takes the shell's. A path: the shell
   * provides the module from that file even though its own code never imports it.
   */
  readonly import?: false | string;
}

const isOnDemand = (name: string): boolean => (ON_DEMAND_KIT_ENTRIES as readonly string[]).includes(name);

/** The source file of a kit entry, from the kit's package exports. */
function kitSource(name: string): string {
  const entry = kitPackage.exports[`.${name.slice('@cenacle/kit'.length)}`]?.browser;
  if (!entry) throw new Error(`@cenacle/kit does not export ${name} to the browser`);
  return fileURLToPath(new URL(entry, import.meta.url));
}

/**
 * The shell provides every singleton. Remotes keep a fallback copy of the third-party ones (never
 * used while the shell has loaded them first: see SHARE_STRATEGY) but none of the kit: a second kit
 * or Fluent copy would mean a second auth store, query cache or Fluent context in the page.
 */
export function federationShared(role: 'host' | 'remote'): Record<string, SharedSingleton> {
  const shared: Record<string, SharedSingleton> = {};
  for (const name of SHARED_SINGLETONS) {
    const exact = kitPackage.dependencies[name];
    if (!exact) throw new Error(`@cenacle/kit does not depend on ${name}`);
    shared[name] = { singleton: true, requiredVersion: `^${exact}` };
  }
  for (const name of KIT_ENTRIES) {
    shared[name] = {
      singleton: true,
      version: kitPackage.version,
      requiredVersion: `^${kitPackage.version}`,
      ...(role === 'remote' ? { import: false as const } : {}),
      ...(role === 'host' && isOnDemand(name) ? { import: kitSource(name) } : {}),
    };
  }
  return shared;
}

/**
 * Remotes prefer whatever the shell already loaded: with `version-first` a remote built later with a
 * newer patch could win the singleton election and load a second React.
 */
export const SHARE_STRATEGY = 'loaded-first' as const;

export interface RemoteBuild {
  /** What the remote serves (its package's `routes.ts`): name, display name, routes. */
  readonly remote: RemoteDeclaration;
  /** The remote's translation files, `{lang}.json` (default `./src/i18n/locales`). */
  readonly locales?: string;
  /** Port of `rsbuild dev`. */
  readonly devPort: number;
}

/**
 * What every remote's `pluginModuleFederation` options and Rsbuild settings have in common, so the
 * known pitfalls (assetPrefix 'auto', dts off, no page of its own) are handled once. The exposed
 * modules come from the remote's route declaration, and `routesFile` writes the routes.json the
 * shell reads at run time: the declaration is the one place a route is added.
 */
export function remoteBuild(build: RemoteBuild) {
  return {
    federation: {
      name: build.remote.name,
      exposes: exposesOf(build.remote),
      shared: federationShared('remote'),
      shareStrategy: SHARE_STRATEGY,
      // Runtime remotes: there are no build-time consumers to hand types to.
      dts: false,
      // The Module Federation runtime comes from the shell (which provides it), not a copy per remote.
      experiments: { externalRuntime: true },
    },
    routesFile: pluginRoutesFile(build.remote, build.locales ?? './src/i18n/locales'),
    source: { entry: { index: './src/index.ts' } },
    // The shell loads this remote from another origin: chunk URLs must resolve against the remote's
    // own origin (Rsbuild's default '/' would make the shell fetch them from itself).
    output: { assetPrefix: 'auto', distPath: { root: 'dist' }, cleanDistPath: true },
    // The remote has no page of its own; it is only loaded through mf-manifest.json. Its files are
    // compressed once at build time (Brotli and gzip copies the web server sends as they are).
    tools: { htmlPlugin: false, rspack: { plugins: [precompressPlugin()] as Rspack.RspackPluginInstance[] } },
    server: { port: build.devPort, cors: { origin: '*' } },
  } as const;
}
