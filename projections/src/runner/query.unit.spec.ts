import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readModels } from '../read-models.ts';
import { defineQuery, readModelsOf } from './query.ts';

const SRC = fileURLToPath(new URL('../', import.meta.url));

/** Every `*.queries.ts` of projections, relative to `src/`. */
function queryFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return queryFiles(path);
    return entry.name.endsWith('.queries.ts') ? [relative(SRC, path)] : [];
  });
}

describe('defineQuery', () => {
  const branches = defineQuery({ readModels: ['branches'], run: async (id: string) => `branch ${id}` });
  const sessions = defineQuery({
    readModels: ['school-sessions'],
    uses: [branches],
    run: async (id: string) => `session of ${await branches(id)}`,
  });

  it('answers what its run answers, with the same arguments', async () => {
    expect(await sessions('b1')).toBe('session of branch b1');
  });

  it('reads its own read models and those of the queries it uses, each once, through every level', () => {
    const page = defineQuery({
      readModels: ['public-sessions', 'branches'],
      uses: [sessions, branches],
      run: () => null,
    });
    expect(sessions.readModels).toEqual(['school-sessions', 'branches']);
    expect(page.readModels).toEqual(['public-sessions', 'branches', 'school-sessions']);
  });

  it('reads nothing when it declares nothing', () => {
    expect(defineQuery({ run: () => 1 }).readModels).toEqual([]);
  });

  it('unites what several reads read (a route waits for that)', () => {
    expect(readModelsOf([sessions, branches, { readModels: ['notes'] }])).toEqual([
      'school-sessions',
      'branches',
      'notes',
    ]);
    expect(readModelsOf([])).toEqual([]);
  });
});

describe('The queries of projections', () => {
  const files = queryFiles();
  const known = new Set(readModels.map((r) => r.projector.name));

  it('are each declared with the read models they read (defineQuery), never as a bare function', () => {
    expect(files.length).toBeGreaterThan(25);
    const bare = files.filter((file) =>
      /^export async function /m.test(readFileSync(join(SRC, file), 'utf8')),
    );
    expect(bare).toEqual([]);
  });

  it.each(files)('%s: every query names read models that exist, and at least one', async (file) => {
    const module = (await import(join(SRC, file))) as Record<string, unknown>;
    const queries = Object.entries(module).filter(
      (entry): entry is [string, { readModels: readonly string[] }] =>
        typeof entry[1] === 'function' && 'readModels' in entry[1],
    );
    expect(queries.length).toBeGreaterThan(0);
    for (const [name, query] of queries) {
      expect(query.readModels.length, name).toBeGreaterThan(0);
      expect(
        query.readModels.filter((model) => !known.has(model)),
        name,
      ).toEqual([]);
    }
  });
});
