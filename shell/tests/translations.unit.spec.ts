import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LANGUAGES = ['pl', 'en', 'uk', 'de'] as const;
const RESOURCES = {
  'shell (common)': 'shell/public/i18n/{lang}.json',
  'mf-planning': 'mf-planning/src/i18n/locales/{lang}.json',
  'mf-accounting': 'mf-accounting/src/i18n/locales/{lang}.json',
};

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

describe.each(Object.entries(RESOURCES))('Translations of %s', (_name, pattern) => {
  const load = (lang: string) =>
    leaves(JSON.parse(readFileSync(join(ROOT, pattern.replace('{lang}', lang)), 'utf8')) as Tree);
  const polish = load('pl');

  it.each(LANGUAGES)('%s has every key of the Polish file and no other, none empty', (lang) => {
    const strings = load(lang);
    expect([...strings.keys()].sort()).toEqual([...polish.keys()].sort());
    expect([...strings.entries()].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it.each(LANGUAGES)('%s uses the same {{placeholders}} as Polish', (lang) => {
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
