import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALLOWED_IMPORTS } from './import-boundaries.ts';

/**
 * The direction table, held by the compiler too (decision 021): each package declares the packages it
 * may import as workspace dependencies, as TypeScript project references (a relative import into any
 * other project fails with TS6307) and as custom conditions (a package's exports resolve, for the
 * typecheck, only under the condition named after it, so `@cenacle/x` fails with TS2307 elsewhere).
 * This test keeps the three lists equal to the table.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The kit is the shell's: it may import what the shell may, and the remotes import it. */
const KIT = 'shell:kit';
const FOLDERS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.keys(ALLOWED_IMPORTS).map((p) => [p, p])),
  [KIT]: 'shell/kit',
};
const allowed = (pkg: string): readonly string[] =>
  pkg === KIT
    ? (ALLOWED_IMPORTS.shell ?? [])
    : pkg === 'shell'
      ? [...(ALLOWED_IMPORTS.shell ?? []), KIT]
      : (ALLOWED_IMPORTS[pkg] ?? []);

interface Manifest {
  readonly name: string;
  readonly exports?: Readonly<Record<string, unknown>>;
  readonly dependencies?: Readonly<Record<string, string>>;
}
const manifest = (pkg: string): Manifest =>
  JSON.parse(readFileSync(join(ROOT, FOLDERS[pkg] ?? pkg, 'package.json'), 'utf8')) as Manifest;
const nameOf = (pkg: string): string => manifest(pkg).name;

interface TsConfig {
  readonly compilerOptions?: { readonly customConditions?: readonly string[] };
  readonly references?: readonly { readonly path: string }[];
}
function tsconfig(file: string): TsConfig {
  const read = ts.readConfigFile(join(ROOT, file), ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  return read.config as TsConfig;
}

/** The packages (keys of FOLDERS) a tsconfig references, itself and its sibling configs aside. */
function referencedPackages(file: string): string[] {
  const own = dirname(join(ROOT, file));
  const packages = (tsconfig(file).references ?? [])
    .map((r) => resolve(own, r.path))
    .map((p) => (p.endsWith('.json') ? dirname(p) : p))
    .filter((dir) => dir !== own)
    .map((dir) => Object.keys(FOLDERS).find((pkg) => join(ROOT, FOLDERS[pkg] ?? '') === dir) ?? dir);
  return [...new Set(packages)].sort();
}

const sorted = (names: readonly string[]): string[] => [...names].sort();
/** Conditions TypeScript matches on its own: an export listing one would let every package through. */
const TYPESCRIPT_CONDITIONS = ['default', 'import', 'require', 'types'];

describe('Compiler boundaries', () => {
  const packages = Object.keys(FOLDERS);

  it.each(packages)('%s declares the packages of the table as its workspace dependencies', (pkg) => {
    const declared = Object.keys(manifest(pkg).dependencies ?? {}).filter((d) => d.startsWith('@cenacle/'));
    expect(sorted(declared)).toEqual(sorted(allowed(pkg).map(nameOf)));
  });

  it.each(packages)('%s references and resolves exactly the packages of the table', (pkg) => {
    const file = `${FOLDERS[pkg]}/tsconfig.json`;
    expect(referencedPackages(file)).toEqual(sorted(allowed(pkg)));
    const conditions = tsconfig(file).compilerOptions?.customConditions ?? [];
    expect(sorted(conditions.filter((c) => c !== nameOf(pkg)))).toEqual(sorted(allowed(pkg).map(nameOf)));
  });

  it.each(packages.filter((pkg) => manifest(pkg).exports))(
    '%s exports resolve for the typecheck only under its own condition',
    (pkg) => {
      const { name, exports = {} } = manifest(pkg);
      for (const [subpath, target] of Object.entries(exports)) {
        expect(typeof target, subpath).toBe('object');
        const conditions = Object.keys(target as object);
        expect(conditions[0], subpath).toBe(name);
        expect(
          conditions.filter((c) => TYPESCRIPT_CONDITIONS.includes(c)),
          subpath,
        ).toEqual([]);
      }
    },
  );

  /**
   * The one exception the import-boundary test allows, file by file: the shell's web servers read
   * their ports with infra's settings reader (decision 020), so the shell's Node project reaches infra.
   */
  const EXTRA_REACH: Readonly<Record<string, readonly string[]>> = { 'shell/tsconfig.node.json': ['infra'] };

  it("keeps every other project of a package within the package's own table row", () => {
    const others = packages.flatMap((pkg) =>
      readdirSync(join(ROOT, FOLDERS[pkg] ?? ''))
        .filter((f) => /^tsconfig\..+\.json$/.test(f))
        .map((f) => ({ pkg, file: `${FOLDERS[pkg]}/${f}` })),
    );
    expect(others.length).toBeGreaterThan(5);
    for (const { pkg, file } of others) {
      const reach = [...allowed(pkg), pkg, ...(EXTRA_REACH[file] ?? [])];
      expect(
        referencedPackages(file).filter((p) => !reach.includes(p)),
        file,
      ).toEqual([]);
      const conditions = tsconfig(file).compilerOptions?.customConditions ?? [];
      expect(
        conditions.filter((c) => !reach.map(nameOf).includes(c)),
        file,
      ).toEqual([]);
    }
  });

  it('builds every project of the repository from the root tsconfig', () => {
    const listed = (tsconfig('tsconfig.json').references ?? []).map((r) => {
      const path = resolve(ROOT, r.path);
      return relative(ROOT, existsSync(join(path, 'tsconfig.json')) ? join(path, 'tsconfig.json') : path);
    });
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        if (['node_modules', 'dist', '.tsbuild', '.git', '.work'].includes(entry.name)) continue;
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(path);
        else if (
          /^tsconfig\..*json$/.test(entry.name) &&
          path !== 'tsconfig.json' &&
          path !== 'tsconfig.base.json'
        ) {
          if (path !== 'tsconfig.package.json') found.push(path);
        }
      }
    };
    walk('');
    expect(sorted(listed)).toEqual(sorted(found));
  });
});
