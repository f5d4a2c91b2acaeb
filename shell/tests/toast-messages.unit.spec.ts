import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * The toasts a write call's answer raises (`app-alert` + `app-params`, shown through
 * `translateDynamic`): every key the API sends is a message of the front end, never shown raw
 * (issue 24 §2: `participantMails.messages.sent`), and a message that shows its `{{param}}` is not
 * given an id (a toast with a raw UUID).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else leaves(value, path, into);
  }
  return into;
}

const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Tree;

/** The shared namespace: the shell's strings and every context's messages (as the browser joins them). */
function commonStrings(): Map<string, string> {
  const strings = leaves(json('shell/public/i18n/pl.json'));
  for (const context of readdirSync(join(ROOT, 'shared-domain/src'))) {
    try {
      leaves(json(`shared-domain/src/${context}/messages/pl.json`), '', strings);
    } catch {
      // A folder without messages.
    }
  }
  return strings;
}

/** Each remote's namespace (its `*_NS` constant) with its Polish strings. */
function remoteNamespaces(): Map<string, Map<string, string>> {
  const found = new Map<string, Map<string, string>>();
  for (const remote of readdirSync(ROOT).filter((d) => d.startsWith('mf-'))) {
    const source = readFileSync(join(ROOT, remote, 'src/i18n/namespace.ts'), 'utf8');
    const ns = source.match(/_NS = '([^']+)'/)?.[1];
    if (ns) found.set(ns, leaves(json(`${remote}/src/i18n/locales/pl.json`)));
  }
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && f.name.endsWith('.ts') && !f.name.includes('.spec.'))
    .map((f) => join(f.parentPath, f.name));
}

interface Alert {
  readonly file: string;
  readonly key: string;
  readonly param: string | null;
}

function alertsOfTheApi(): Alert[] {
  const alerts: Alert[] = [];
  for (const file of sources('services/src')) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/alert: \{\s*key: '([^']+)'(?:,\s*param: ([^}]+?))?\s*\}/g))
      alerts.push({ file: file.slice(ROOT.length), key: match[1] ?? '', param: match[2]?.trim() ?? null });
  }
  return alerts;
}

/** As translateDynamic resolves a key: in the shared namespace, else in the namespace its first segment names. */
function resolve(key: string, common: Map<string, string>, remotes: Map<string, Map<string, string>>) {
  const direct = common.get(key);
  if (direct !== undefined) return direct;
  const dot = key.indexOf('.');
  return dot > 0 ? remotes.get(key.slice(0, dot))?.get(key.slice(dot + 1)) : undefined;
}

const ALERTS = alertsOfTheApi();
const COMMON = commonStrings();
const REMOTES = remoteNamespaces();

it('finds the toasts the API raises', () => {
  expect(ALERTS.length).toBeGreaterThan(30);
  expect(REMOTES.size).toBeGreaterThanOrEqual(4);
});

it('has a message for every toast key the API sends', () => {
  const raw = ALERTS.filter((a) => resolve(a.key, COMMON, REMOTES) === undefined).map(
    (a) => `${a.file}: ${a.key}`,
  );
  expect(raw).toEqual([]);
});

it('shows no id in a toast: a message with {{param}} is given a name, a title or a number', () => {
  const ids = ALERTS.filter((a) => {
    const message = resolve(a.key, COMMON, REMOTES) ?? '';
    return message.includes('{{param}}') && a.param !== null && /(^|\.)(id|\w+Id)$/.test(a.param);
  }).map((a) => `${a.file}: ${a.key} ← ${a.param}`);
  expect(ids).toEqual([]);
});
