import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Typed interpolation. A JSON import is typed with `string` values, which tells i18next nothing of
 * a message's `{{placeholders}}`. Each Polish file the front ends' i18next resources are typed from
 * gets a declaration beside it (`pl.d.json.ts`, read by TypeScript in place of the JSON under
 * `allowArbitraryExtensions`) with every message as its literal text: `t('pool.title', { count })`
 * then fails the typecheck when the message says `{{n}}` (`strictInterpolationChecks`).
 *
 * `npm run i18n:types` writes them; the translations test fails when one is out of date.
 */
export const TYPED_LOCALES = [
  'shell/public/i18n/pl.json',
  'shared-domain/src/common/messages/pl.json',
  'shared-domain/src/identity/messages/pl.json',
  // The payment categories' names, which mf-accounting's namespace takes from here.
  'shared-domain/src/accounting/messages/pl.json',
  'mf-planning/src/i18n/locales/pl.json',
  'mf-accounting/src/i18n/locales/pl.json',
  'mf-public/src/i18n/locales/pl.json',
  'mf-cms/src/i18n/locales/pl.json',
] as const;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

type Tree = { readonly [key: string]: string | Tree };

/** A message tree as a type on one line: `{ "a": "…"; "b": { … } }`. */
function inline(tree: Tree): string {
  const members = Object.entries(tree).map(
    ([key, value]) =>
      `${JSON.stringify(key)}: ${typeof value === 'string' ? JSON.stringify(value) : inline(value)};`,
  );
  return `{ ${members.join(' ')} }`;
}

/** One line per top-level key (a screen's or a feature's messages), so a declaration stays short. */
function literal(tree: Tree): string {
  const lines = Object.entries(tree).map(
    ([key, value]) =>
      `  ${JSON.stringify(key)}: ${typeof value === 'string' ? JSON.stringify(value) : inline(value)};`,
  );
  return `{\n${lines.join('\n')}\n}`;
}

/** The declaration of one Polish file (its path relative to the repository). */
export function localeDeclaration(jsonPath: string): string {
  const tree = JSON.parse(readFileSync(join(ROOT, jsonPath), 'utf8')) as Tree;
  const file = jsonPath.split('/').at(-1);
  return [
    `// Generated from ${file} by \`npm run i18n:types\`: every message as its literal text, so that`,
    '// i18next types the values of its {{placeholders}}. Do not edit; change the JSON and run it again.',
    `declare const messages: ${literal(tree)};`,
    'export default messages;',
    '',
  ].join('\n');
}

/** Where the declaration of a Polish file lives. */
export function declarationPath(jsonPath: string): string {
  return jsonPath.replace(/\.json$/, '.d.json.ts');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const jsonPath of TYPED_LOCALES)
    writeFileSync(join(ROOT, declarationPath(jsonPath)), localeDeclaration(jsonPath));
  console.log(`Wrote ${TYPED_LOCALES.length} locale declarations.`);
}
