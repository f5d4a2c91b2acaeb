import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BROWSER_SOURCES = [
  'shell/src',
  'shell/kit/src',
  'mf-planning/src',
  'mf-accounting/src',
  'mf-public/src',
  'mf-cms/src',
];

function sources(): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
        files.push({ path: relative(ROOT, full), text: readFileSync(full, 'utf8') });
      }
    }
  };
  for (const dir of BROWSER_SOURCES) walk(join(ROOT, dir));
  return files;
}

/** Every `import … from 'x'` / `export … from 'x'` statement, with its text. */
function statements(text: string): { statement: string; specifier: string }[] {
  const found: { statement: string; specifier: string }[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*((?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"])/g)) {
    found.push({ statement: m[1] ?? '', specifier: m[2] ?? '' });
  }
  return found;
}

/** Dynamic `import('x')` specifiers, a magic comment before them (`/* webpackChunkName… *\/`) or not. */
function dynamicImports(text: string): string[] {
  return [...text.matchAll(/\bimport\(\s*(?:\/\*[\s\S]*?\*\/\s*)?['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? '',
  );
}

/**
 * shared-domain's entry points without zod: the common rules, a context's rules, a context's
 * messages. The root and a context's index also load the contracts and event schemas.
 */
const BROWSER_SAFE = /^@cenacle\/shared-domain\/(rules|[a-z-]+\/rules|[a-z-]+\/messages\/[a-z]{2}\.json)$/;
const CONTRACTS = /^@cenacle\/shared-domain\/[a-z-]+\/contracts$/;

describe('Front-end imports', () => {
  const files = sources();

  it('reads the browser sources', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it('takes values from shared-domain only through its browser-safe entry points (no zod on load)', () => {
    const offenders = files.flatMap((f) =>
      statements(f.text)
        .filter((s) => s.specifier.startsWith('@cenacle/shared-domain'))
        .filter((s) => !/^(import|export)\s+type\s/.test(s.statement))
        .filter((s) => !BROWSER_SAFE.test(s.specifier))
        .map((s) => `${f.path}: ${s.specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('loads a contract (and zod with it) only on demand in a remote, never in the shell or the kit', () => {
    const loaded = files.flatMap((f) =>
      dynamicImports(f.text)
        .filter((specifier) => specifier.startsWith('@cenacle/shared-domain'))
        .map((specifier) => ({ path: f.path, specifier })),
    );
    expect(loaded.filter((l) => l.specifier.endsWith('/contracts')).length).toBeGreaterThan(0);
    expect(loaded.filter((l) => l.specifier.includes('/messages/')).length).toBeGreaterThan(0);
    const offenders = loaded
      .filter((l) => !BROWSER_SAFE.test(l.specifier))
      .filter((l) => !(CONTRACTS.test(l.specifier) && l.path.startsWith('mf-')))
      .map((l) => `${l.path}: ${l.specifier}`);
    expect(offenders).toEqual([]);
  });

  it('reaches Fluent UI only through the kit facades, so the page has one Fluent instance', () => {
    const offenders = files
      .filter((f) => !f.path.startsWith('shell/kit/src/ui/'))
      .filter((f) => statements(f.text).some((s) => s.specifier.startsWith('@fluentui/')))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('reaches react-router only through the kit facade, so the page has one router of half the size', () => {
    const offenders = files
      .filter((f) => !f.path.startsWith('shell/kit/src/router/'))
      .filter((f) =>
        statements(f.text).some(
          (s) => s.specifier === 'react-router' || s.specifier.startsWith('react-router/'),
        ),
      )
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('keeps the staff UI kit (Fluent UI, ≈300 KB gzipped) out of mf-public: visitors come on phones', () => {
    const staffKit = /^(@fluentui\/|@cenacle\/kit\/ui(-extended)?$)/;
    const publicFiles = files.filter((f) => f.path.startsWith('mf-public/src/'));
    expect(publicFiles.some((f) => f.path.endsWith('SessionRegistrationPage.tsx'))).toBe(true);
    const offenders = publicFiles.flatMap((f) =>
      [...statements(f.text).map((s) => s.specifier), ...dynamicImports(f.text)]
        .filter((specifier) => staffKit.test(specifier))
        .map((specifier) => `${f.path}: ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('never imports the Module Federation build configuration into browser code', () => {
    const offenders = files
      .filter((f) => statements(f.text).some((s) => s.specifier === '@cenacle/kit/federation'))
      .map((f) => f.path);
    expect(offenders).toEqual([]);
  });
});
