import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LANGUAGES = ['pl', 'en', 'uk', 'de'] as const;
type Language = (typeof LANGUAGES)[number];

interface Word {
  readonly word: string;
  readonly uses: string;
  readonly never: readonly string[];
}
interface Concept {
  readonly concept: string;
  readonly words: Readonly<Record<Language, Word>>;
}

const glossary = JSON.parse(readFileSync(join(ROOT, 'shell/kit/glossary.json'), 'utf8')) as {
  readonly concepts: readonly Concept[];
};

const SKIP = new Set(['node_modules', 'dist', '.tsbuild', '.git']);

/** Every translation file a person's text comes from: `{lang}.json` in a locales, messages or i18n folder. */
function translationFiles(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return translationFiles(path);
    const folder = dir.split('/').at(-1) ?? '';
    const isTranslation = /^(pl|en|uk|de)\.json$/.test(entry.name);
    return isTranslation && ['locales', 'messages', 'i18n'].includes(folder) ? [relative(ROOT, path)] : [];
  });
}

type Tree = { [key: string]: string | Tree };
function texts(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : texts(value, path);
  });
}

/** A pattern of the glossary, matched at the start of a word (no letter just before it). */
const atWordStart = (pattern: string) => new RegExp(`(?<!\\p{L})(?:${pattern})`, 'iu');

const FILES = translationFiles();
const languageOf = (file: string) => file.match(/(pl|en|uk|de)\.json$/)?.[1] as Language;
const read = (file: string) => texts(JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Tree);

it('reads the translations of the shell, the kit, every remote and every context', () => {
  for (const expected of [
    'shell/public/i18n/pl.json',
    'shell/kit/src/rich-text/locales/uk.json',
    'mf-planning/src/i18n/locales/de.json',
    'mf-public/src/i18n/locales/uk.json',
    'mf-accounting/src/i18n/locales/en.json',
    'mf-cms/src/i18n/locales/pl.json',
    'shared-domain/src/organisation/messages/pl.json',
  ])
    expect(FILES).toContain(expected);
});

it('finds a forbidden synonym where one is written, and not inside another word', () => {
  const branch = glossary.concepts[0]?.words;
  const hits = (language: Language, text: string) =>
    (branch?.[language].never ?? []).some((p) => atWordStart(p).test(text));
  expect(hits('pl', 'Usunąć filię?')).toBe(true);
  expect(hits('pl', 'Lista Filii')).toBe(true);
  expect(hits('pl', 'Filiżanka kawy i profil')).toBe(false);
  expect(hits('uk', 'Наші осередки')).toBe(true);
  expect(hits('de', 'Seite der Filiale')).toBe(true);
  expect(hits('de', 'Seite der Zweigstelle')).toBe(false);
});

describe.each(glossary.concepts.map((c) => [c.concept.split(':')[0], c] as const))(
  'The glossary word for %s',
  (_name, concept) => {
    it.each(LANGUAGES)('in %s is the only one the translations use', (language) => {
      const { uses, never } = concept.words[language];
      const forbidden = never.map(atWordStart);
      const offenders = FILES.filter((file) => languageOf(file) === language).flatMap((file) =>
        read(file)
          .filter(([, text]) => forbidden.some((pattern) => pattern.test(text)))
          .map(([key, text]) => `${file} ${key}: ${text}`),
      );
      expect(offenders).toEqual([]);
      // The chosen word is the one in use (a glossary that names a word nobody writes is wrong).
      const written = FILES.filter((file) => languageOf(file) === language).some((file) =>
        read(file).some(([, text]) => atWordStart(uses).test(text)),
      );
      expect(written, `${language} never writes "${concept.words[language].word}"`).toBe(true);
    });
  },
);
