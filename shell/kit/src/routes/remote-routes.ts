import type { RoleName } from '@cenacle/shared-domain/rules';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';

/**
 * How a remote tells the shell what it serves. The remote declares its routes once (its package's
 * `routes.ts`); its build exposes the modules and writes `routes.json` next to `mf-manifest.json`;
 * the shell fetches that file at run time. A new route in a remote is therefore a change to that
 * remote only: no shell, kit or deployment change.
 */
export const ROUTES_FILE = 'routes.json';

/** The navbar's menus a route may be listed in. */
export type NavMenu = 'main' | 'admin' | 'account';

/**
 * The sections of the administration menu, in the order it shows them (spec §2 Layout lists many
 * entries; grouped, a person finds one). The shell names each section; a remote puts its entries in one.
 */
export const ADMIN_MENU_GROUPS = ['people', 'sessions', 'content', 'system'] as const;
export type AdminMenuGroup = (typeof ADMIN_MENU_GROUPS)[number];

/** One route as the remote declares it. */
export interface RemoteRouteDeclaration {
  /**
   * Path segment(s) the route is mounted at, as `<segment>/*`: one segment (lower-case letters,
   * digits, dashes), two (`config/about-us`: taken before another remote's one-segment `config`), or
   * the empty string for the index page `/` only.
   */
  readonly segment: string;
  /** Name of the exposed module whose default export is the route's component. */
  readonly module: string;
  /** Source of that module, relative to the remote's package (build-time only). */
  readonly source: string;
  /** Who may open it (the API enforces the same); empty: any signed-in user. */
  readonly authorities: readonly RoleName[];
  /** Key, in the remote's own namespace, of the route's menu label; no key: not in any menu. */
  readonly nav?: string;
  /** Which menu lists it (spec §2 Layout): the main bar (default), administration, or the account menu. */
  readonly menu?: NavMenu;
  /** The administration menu's section it is listed in (required there; `system` when absent). */
  readonly group?: AdminMenuGroup;
  /**
   * Open to anonymous visitors (the public registration form): no sign-in, shown without the staff
   * menus. A public route declares no authorities and no menu label.
   */
  readonly public?: boolean;
}

export interface RemoteDeclaration {
  /** The remote's name in remotes.json and in Module Federation. */
  readonly name: string;
  /** Key, in the remote's own namespace, of its display name ("module unavailable" panel). */
  readonly title: string;
  readonly routes: readonly RemoteRouteDeclaration[];
}

/** Language → text: a remote's strings the shell needs before (or without) loading the remote. */
export type LocalizedText = Readonly<Record<string, string>>;

/** The text in a language; Polish (every remote has it) when the remote lacks that language. */
export function localize(text: LocalizedText, language: string): string {
  return text[language] ?? text[DEFAULT_LANGUAGE] ?? '';
}

export interface RemoteRouteEntry {
  readonly segment: string;
  readonly module: string;
  readonly authorities: readonly RoleName[];
  readonly nav?: LocalizedText;
  /** Present only when not the main menu. */
  readonly menu?: Exclude<NavMenu, 'main'>;
  /** Present only in the administration menu. */
  readonly group?: AdminMenuGroup;
  /** Present (true) only on a public route. */
  readonly public?: true;
}

/**
 * How closely a route's segment matches a path: 0 no match, 3 its two segments, 2 its first segment,
 * 1 the index route at `/`. The closest match wins whichever remote declared the other one.
 */
export function segmentMatch(segment: string, pathname: string): number {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (segment === '') return parts.length === 0 ? 1 : 0;
  const wanted = segment.split('/');
  if (wanted.length > parts.length || wanted.some((part, i) => parts[i] !== part)) return 0;
  return wanted.length === 2 ? 3 : 2;
}

/** The closest match a path could have: a longer segment may still be declared by a remote not heard from. */
export function bestPossibleMatch(pathname: string): number {
  const parts = pathname.split('/').filter((part) => part !== '').length;
  return parts >= 2 ? 3 : parts === 1 ? 2 : 1;
}

/** The content of `routes.json`. */
export interface RemoteRoutesFile {
  readonly remote: string;
  readonly title: LocalizedText;
  readonly routes: readonly RemoteRouteEntry[];
}
