import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Modules a file loads at run time: `import type` and `export type` are erased. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const pattern = /^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

/** Every module a file pulls in at run time, transitively (third-party ones by name). */
function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(normalize(join(dirname(file), specifier)));
      else seen.add(specifier);
    }
  };
  visit(entry);
  return seen;
}

const ruleEntries = [
  join(SRC, 'rules.ts'),
  ...readdirSync(SRC, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !['common', 'testing'].includes(d.name))
    .map((d) => join(SRC, d.name, 'rules.ts')),
];

describe('The browser-safe rules entry points', () => {
  it.each(ruleEntries.map((e) => [e.slice(SRC.length + 1), e]))('%s loads no zod', (_name, entry) => {
    const loaded = [...closure(entry)];
    expect(loaded.filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
    expect(loaded.some((m) => m.endsWith('.contract.ts') || m.endsWith('event-schemas.ts'))).toBe(false);
  });
  it('finds the contexts it checks', () => {
    expect(ruleEntries.length).toBeGreaterThanOrEqual(4);
  });
});
