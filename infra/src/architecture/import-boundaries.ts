import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/**
 * The direction table of ARCHITECTURE.md: which of our packages each package may import.
 * Arrows point one way; nothing imports a micro-frontend and micro-frontends never import each other.
 */
export const ALLOWED_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  'shared-domain': [],
  infra: ['shared-domain'],
  services: ['shared-domain', 'infra', 'projections'],
  projections: ['shared-domain', 'infra'],
  workers: ['shared-domain', 'infra'],
  shell: ['shared-domain'],
  'mf-public': ['shell:kit', 'shared-domain'],
  'mf-planning': ['shell:kit', 'shared-domain'],
  'mf-accounting': ['shell:kit', 'shared-domain'],
  'mf-cms': ['shell:kit', 'shared-domain'],
};

/**
 * What services may take from projections: the queries a read model offers the API, the registry of
 * read models (their migrations), and `defineQuery` (a query of services, such as an authorization
 * helper, declares what it reads as projections' queries do; decision 025). Never a projector or the
 * runner.
 */
const PROJECTIONS_FOR_SERVICES = [
  /\.queries\.ts$/,
  /^@cenacle\/projections\/read-models\.ts$/,
  /^@cenacle\/projections\/query$/,
];

/**
 * The shell's web servers (`shell/serve/`, Node, never bundled) read their ports with infra's one
 * reader of numeric settings, which imports nothing (decision 020). Nothing else of infra.
 */
const INFRA_FOR_SHELL_SERVE = /^@cenacle\/infra\/config\/settings\.ts$/;

/** Route files ask their read model's queries; they run no SQL themselves. */
const SQL_IN_ROUTES = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/;

/** shared-domain is pure: these third-party packages only (tests may also use vitest). */
export const SHARED_DOMAIN_EXTERNALS: readonly string[] = ['zod', 'dayjs'];

/** How other packages name the front-end kit the shell shares as a singleton. */
export const KIT_SPECIFIERS: readonly string[] = ['@cenacle/kit'];

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  readonly path: string;
  readonly text: string;
}

export interface Violation {
  readonly file: string;
  readonly specifier: string;
  readonly reason: string;
}

const IMPORT_PATTERN =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(IMPORT_PATTERN)) {
    const specifier = match[1] ?? match[2];
    if (specifier) found.push(specifier);
  }
  return found;
}

const packageOf = (path: string): string => path.split('/')[0] ?? '';
const isTestFile = (path: string): boolean =>
  /\.(unit|int|e2e)\.spec\.tsx?$/.test(path) || path.includes('/testing/');

/** The package (and for the shell, whether it is the kit) a specifier points into, or null for a third party. */
function target(file: string, specifier: string): string | null {
  if (KIT_SPECIFIERS.includes(specifier) || specifier.startsWith('@cenacle/kit/')) return 'shell:kit';
  const scoped = /^@cenacle\/([^/]+)/.exec(specifier);
  if (scoped) return scoped[1] ?? null;
  if (specifier.startsWith('.')) {
    const resolved = relative('.', resolve(file, '..', specifier))
      .split(sep)
      .join('/');
    return packageOf(resolved);
  }
  return null;
}

export function findViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    if (COMPOSITION_ROOTS.some((root) => file.path.startsWith(root))) continue;
    if (/\.routes?\.ts$/.test(file.path) && SQL_IN_ROUTES.test(file.text)) {
      violations.push({
        file: file.path,
        specifier: '(SQL)',
        reason: "a route calls its read model's queries",
      });
    }
    const own = packageOf(file.path);
    const allowed = ALLOWED_IMPORTS[own];
    if (!allowed) continue;
    for (const specifier of importsOf(file.text)) {
      const into = target(file.path, specifier);
      if (into === null) {
        const external = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0];
        const pure = own === 'shared-domain' && !isTestFile(file.path);
        if (pure && !SHARED_DOMAIN_EXTERNALS.includes(external ?? '')) {
          violations.push({
            file: file.path,
            specifier,
            reason: 'shared-domain may import only zod and dayjs',
          });
        }
        continue;
      }
      if (into === own) continue;
      if (
        own === 'services' &&
        into === 'projections' &&
        !PROJECTIONS_FOR_SERVICES.some((p) => p.test(specifier))
      ) {
        violations.push({
          file: file.path,
          specifier,
          reason: 'services may import only the queries of projections',
        });
        continue;
      }
      if (
        own === 'shell' &&
        into === 'infra' &&
        file.path.startsWith('shell/serve/') &&
        INFRA_FOR_SHELL_SERVE.test(specifier)
      )
        continue;
      if (!allowed.includes(into) && !(into === 'shell:kit' && own === 'shell')) {
        violations.push({ file: file.path, specifier, reason: `${own} may not import ${into}` });
      }
    }
  }
  return violations;
}

const SKIP = new Set(['node_modules', 'dist', 'coverage', '.git', 'test-results', '.work']);

/**
 * The browser tests start the whole product (database, API, projections, built front ends); they are
 * a composition root of their own and no part of the shell's bundle.
 */
const COMPOSITION_ROOTS: readonly string[] = ['shell/e2e/'];

export function readSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) {
        files.push({ path: relative(root, full).split(sep).join('/'), text: readFileSync(full, 'utf8') });
      }
    }
  };
  for (const pkg of Object.keys(ALLOWED_IMPORTS)) {
    try {
      walk(join(root, pkg));
    } catch {
      // A package that does not exist yet has nothing to check.
    }
  }
  return files;
}
