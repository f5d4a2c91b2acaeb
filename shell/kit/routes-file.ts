import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { LANGUAGES } from './src/i18n/languages.ts';
import {
  type LocalizedText,
  type RemoteDeclaration,
  type RemoteRoutesFile,
  ROUTES_FILE,
} from './src/routes/remote-routes.ts';

/** Build-time half of the routes contract: checks a remote's declaration and writes its routes.json. */

/** One or two path segments, or '' (the index page `/`). */
const SEGMENT = /^(?:[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)?)?$/;
const MODULE = /^[A-Za-z][A-Za-z0-9]*$/;
/** First path segments the shell serves itself. */
const SHELL_SEGMENTS = new Set(['log-in']);

type Strings = { readonly [key: string]: string | Strings };
/** Reads the remote's own translation file of a language. */
export type LocaleReader = (language: string) => Strings;

function lookup(strings: Strings, key: string): string | undefined {
  let node: string | Strings | undefined = strings;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function localized(remote: string, key: string, readLocale: LocaleReader): LocalizedText {
  const text: Record<string, string> = {};
  for (const language of LANGUAGES) {
    const value = lookup(readLocale(language), key);
    if (!value) throw new Error(`${remote}: key "${key}" is missing from its ${language} strings`);
    text[language] = value;
  }
  return text;
}

/** Module Federation `exposes` of a remote: one module per route. */
export function exposesOf(remote: RemoteDeclaration): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const route of remote.routes) {
    const key = `./${route.module}`;
    if (exposes[key] && exposes[key] !== route.source)
      throw new Error(`${remote.name}: module ${route.module} is declared with two sources`);
    exposes[key] = route.source;
  }
  return exposes;
}

/** The routes.json of a remote, or an error that names what is wrong with its declaration. */
export function routesFileOf(remote: RemoteDeclaration, readLocale: LocaleReader): RemoteRoutesFile {
  const seen = new Set<string>();
  for (const route of remote.routes) {
    if (!SEGMENT.test(route.segment) || SHELL_SEGMENTS.has(route.segment.split('/')[0] ?? ''))
      throw new Error(`${remote.name}: "${route.segment}" cannot be a route's first path segment`);
    if (seen.has(route.segment)) throw new Error(`${remote.name}: segment "${route.segment}" declared twice`);
    seen.add(route.segment);
    if (!MODULE.test(route.module)) throw new Error(`${remote.name}: "${route.module}" is not a module name`);
    if (route.menu && !route.nav)
      throw new Error(`${remote.name}: route "${route.segment}" names a menu but has no menu label`);
    if ((route.menu === 'admin') !== (route.group !== undefined))
      throw new Error(
        `${remote.name}: route "${route.segment}": a section is named for, and only for, the admin menu`,
      );
    if (route.public && (route.authorities.length > 0 || route.nav))
      throw new Error(
        `${remote.name}: public route "${route.segment}" cannot have authorities or a menu label`,
      );
  }
  return {
    remote: remote.name,
    title: localized(remote.name, remote.title, readLocale),
    routes: remote.routes.map((route) => ({
      segment: route.segment,
      module: route.module,
      authorities: [...route.authorities],
      ...(route.nav ? { nav: localized(remote.name, route.nav, readLocale) } : {}),
      ...(route.menu && route.menu !== 'main' ? { menu: route.menu } : {}),
      ...(route.group ? { group: route.group } : {}),
      ...(route.public ? { public: true as const } : {}),
    })),
  };
}

/**
 * Writes `routes.json` into the remote's build (and dev server), from its declaration and its own
 * translation files, and fails the build when a declared module's source is missing.
 */
export function pluginRoutesFile(remote: RemoteDeclaration, localesDir: string): RsbuildPlugin {
  return {
    name: 'cenacle:routes-file',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        const root = api.context.rootPath;
        for (const source of Object.values(exposesOf(remote))) {
          if (!existsSync(resolve(root, source)))
            throw new Error(`${remote.name}: route module ${source} does not exist`);
        }
        const readLocale: LocaleReader = (language) =>
          JSON.parse(readFileSync(join(resolve(root, localesDir), `${language}.json`), 'utf8')) as Strings;
        const file = routesFileOf(remote, readLocale);
        compilation.emitAsset(ROUTES_FILE, new sources.RawSource(`${JSON.stringify(file, null, 2)}\n`));
      });
    },
  };
}
