import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Rspack } from '@rsbuild/core';

/**
 * Build-time compression of the built apps: next to every text file of 512 bytes or more, a `.br`
 * (Brotli, best quality) and a `.gz` (gzip, level 9) copy, each only when it is smaller. The web
 * servers send them as they are (`@fastify/static` with `preCompressed`) to browsers that accept
 * them, so no request pays for compression and Brotli's slow best level costs nothing at run time.
 */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.xml']);
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the `.br` and `.gz` copies of a directory's text files; returns how many files it compressed. */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => TEXT.has(extname(file)));
  let compressed = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
      compressed++;
    }),
  );
  return compressed;
}

/**
 * The Rspack plugin of a production build (shell and remotes): once every file is written (the
 * manifests included), compresses the output directory. Development builds are left alone.
 */
export function precompressPlugin(): Rspack.RspackPluginInstance {
  return {
    apply(compiler: Rspack.Compiler) {
      if (compiler.options.mode !== 'production') return;
      compiler.hooks.done.tapPromise('cenacle:precompress', async (stats) => {
        if (stats.hasErrors()) return;
        await precompressDirectory(compiler.outputPath);
      });
    },
  };
}
