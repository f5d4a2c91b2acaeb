import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declarationPath, localeDeclaration, TYPED_LOCALES } from '../kit/locale-types.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Polish is the reference every other language is compared with. */
const OTHER_LANGUAGES = ['en', 'uk', 'de'] as const;

/** Every namespace with its `{lang}` file pattern: the shell's, each remote's, each context's messages. */
function namespaces(): Record<string, string> {
  const found: Record<string, string> = { 'shell (common)': 'shell/public/i18n/{lang}.json' };
  const withPolish = (pattern: string) => existsSync(join(ROOT, pattern.replace('{lang}', 'pl')));
  for (const dir of readdirSync(ROOT)
    .filter((d) => d.startsWith('mf-'))
    .sort()) {
    const pattern = `${dir}/src/i18n/locales/{lang}.json`;
    if (withPolish(pattern)) found[dir] = pattern;
  }
  const contexts = join(ROOT, 'shared-domain/src');
  for (const context of readdirSync(contexts).sort()) {
    const pattern = `shared-domain/src/${context}/messages/{lang}.json`;
    if (withPolish(pattern)) found[`shared-domain ${context} messages`] = pattern;
  }
  return found;
}

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [k, v] of leaves(value, path)) result.set(k, v);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const empty = (strings: Map<string, string>) =>
  [...strings.entries()].filter(([, v]) => v.trim() === '').map(([k]) => k);

const NAMESPACES = namespaces();

it('finds the shell, both remotes and their translation files', () => {
  expect(Object.keys(NAMESPACES)).toEqual(
    expect.arrayContaining(['shell (common)', 'mf-planning', 'mf-accounting', 'mf-public']),
  );
});

describe.each(Object.entries(NAMESPACES))('Translations of %s', (_name, pattern) => {
  const load = (lang: string) =>
    leaves(JSON.parse(readFileSync(join(ROOT, pattern.replace('{lang}', lang)), 'utf8')) as Tree);
  const polish = load('pl');

  it('has Polish strings, none empty', () => {
    expect(polish.size).toBeGreaterThan(0);
    expect(empty(polish)).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('%s has every key of the Polish file and no other, none empty', (lang) => {
    const strings = load(lang);
    expect([...strings.keys()].sort()).toEqual([...polish.keys()].sort());
    expect(empty(strings)).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('%s uses the same {{placeholders}} as Polish', (lang) => {
    const strings = load(lang);
    const mismatched = [...polish.entries()]
      .filter(
        ([key, text]) =>
          JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(strings.get(key) ?? '')),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe('Typed interpolation', () => {
  it.each(TYPED_LOCALES)('%s has an up-to-date declaration (run `npm run i18n:types`)', (jsonPath) => {
    const path = join(ROOT, declarationPath(jsonPath));
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(localeDeclaration(jsonPath));
  });

  it('types every Polish file a front end types its i18next resources from', () => {
    const typedFrom = (file: string) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/['"]([^'"]*pl\.json)['"]/g)].map(
        (m) => m[1] ?? '',
      );
    const asPath = (from: string, name: string) =>
      name.startsWith('@cenacle/shared-domain/')
        ? name.replace('@cenacle/shared-domain/', 'shared-domain/src/')
        : join(from, name).slice(ROOT.length);
    const named: string[] = [];
    for (const remote of readdirSync(ROOT).filter((d) =>
      existsSync(join(ROOT, d, 'src/i18n/i18next.d.ts')),
    )) {
      const names = typedFrom(`${remote}/src/i18n/i18next.d.ts`);
      expect(names).toContain('./locales/pl.json');
      named.push(...names.map((name) => asPath(join(ROOT, remote, 'src/i18n'), name)));
    }
    named.push(
      ...typedFrom('shell/kit/src/i18n/resources.ts').map((name) =>
        asPath(join(ROOT, 'shell/kit/src/i18n'), name),
      ),
    );
    expect(named.length).toBeGreaterThanOrEqual(7);
    expect([...TYPED_LOCALES].sort()).toEqual([...new Set(named)].sort());
  });
});
