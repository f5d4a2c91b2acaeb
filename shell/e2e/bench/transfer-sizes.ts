import { request as httpRequest } from 'node:http';
import { API_PREFIXES } from '@cenacle/shell/serve';
import type { Browser } from 'playwright-core';

/**
 * Transfer sizes of the public pages (issue 13 §6): what a cold load of each page moves over the wire
 * from the web servers (the shell's and the remotes' static files; API calls are left out, they do
 * not depend on the web server). Each page is loaded once in Chromium to learn which files it needs
 * and what Chromium received (headers + bodies, as encoded); then each of those files is asked for
 * again with `Accept-Encoding: br`, `gzip` and none, counting the bytes of the body as sent.
 */
export interface TransferSizes {
  readonly path: string;
  readonly files: number;
  /** Bytes Chromium received for the static files (headers and encoded bodies). */
  readonly browserBytes: number;
  /** Content-Encoding → number of static files Chromium received with it. */
  readonly browserEncodings: Readonly<Record<string, number>>;
  /** Body bytes of the same files for a client that accepts brotli (and gzip). */
  readonly brotliBytes: number;
  /** ... one that accepts gzip only. */
  readonly gzipBytes: number;
  /** ... one that accepts no encoding. */
  readonly identityBytes: number;
}

/** Body bytes as sent (no decoding) for one Accept-Encoding. */
function encodedSize(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
    req.on('response', (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureTransferSizes(
  browser: Browser,
  shellUrl: string,
  webOrigins: readonly string[],
  paths: readonly string[],
): Promise<TransferSizes[]> {
  const shellOrigin = new URL(shellUrl).origin;
  const isStatic = (url: URL) =>
    webOrigins.includes(url.origin) &&
    !(url.origin === shellOrigin && API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)));
  const figures: TransferSizes[] = [];
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const received: Promise<{ url: string; bytes: number; encoding: string }>[] = [];
    page.on('requestfinished', (request) => {
      if (!isStatic(new URL(request.url()))) return;
      received.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          return {
            url: request.url(),
            bytes: sizes.responseHeadersSize + sizes.responseBodySize,
            encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
          };
        })(),
      );
    });
    await page.goto(`${shellUrl}${path}`, { waitUntil: 'networkidle' });
    const files = await Promise.all(received);
    await context.close();
    const urls = [...new Set(files.map((file) => file.url))];
    const total = async (acceptEncoding: string) =>
      (await Promise.all(urls.map((url) => encodedSize(url, acceptEncoding)))).reduce((a, b) => a + b, 0);
    const browserEncodings: Record<string, number> = {};
    for (const file of files) browserEncodings[file.encoding] = (browserEncodings[file.encoding] ?? 0) + 1;
    figures.push({
      path,
      files: urls.length,
      browserBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      browserEncodings,
      brotliBytes: await total('br, gzip'),
      gzipBytes: await total('gzip'),
      identityBytes: await total(''),
    });
  }
  return figures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Measures and prints the table; returns the figures for `.bench/web.json`. */
export async function printTransferSizes(
  browser: Browser,
  shellUrl: string,
  webOrigins: readonly string[],
  paths: readonly string[],
): Promise<TransferSizes[]> {
  const figures = await measureTransferSizes(browser, shellUrl, webOrigins, paths);
  console.log('\nPublic pages, bytes over the wire from the web servers (static files of a cold load)\n');
  console.log(
    'page                              files   Chromium (encodings)              br client    gzip client   no encoding',
  );
  for (const f of figures) {
    const encodings = Object.entries(f.browserEncodings)
      .map(([encoding, count]) => `${encoding} ${count}`)
      .join(', ');
    console.log(
      `${f.path.slice(0, 34).padEnd(34)}${String(f.files).padStart(5)}   ${kb(f.browserBytes).padStart(10)} (${encodings})`.padEnd(
        81,
      ) +
        `${kb(f.brotliBytes).padStart(10)}   ${kb(f.gzipBytes).padStart(11)}   ${kb(f.identityBytes).padStart(11)}`,
    );
  }
  const sum = (pick: (f: TransferSizes) => number) => figures.reduce((a, f) => a + pick(f), 0);
  console.log(
    `${'all public pages'.padEnd(34)}${''.padStart(5)}   ${kb(sum((f) => f.browserBytes)).padStart(10)}`.padEnd(
      81,
    ) +
      `${kb(sum((f) => f.brotliBytes)).padStart(10)}   ${kb(sum((f) => f.gzipBytes)).padStart(11)}   ${kb(sum((f) => f.identityBytes)).padStart(11)}`,
  );
  return figures;
}
