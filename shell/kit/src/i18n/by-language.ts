import type { Language } from './languages.ts';

type Resources = Record<string, unknown>;

/**
 * A loader from one literal `import()` per language (the bundler needs literal paths to make one
 * chunk per language): `byLanguage({ pl: () => import('./pl.json'), en: …, uk: …, de: … })`.
 */
export function byLanguage(
  imports: Readonly<Record<Language, () => Promise<{ default: Resources }>>>,
): (language: Language) => Promise<Resources> {
  return (language) => imports[language]().then((module) => module.default);
}
