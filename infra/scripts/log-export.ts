import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { exportLog } from '../src/backup/export-log.ts';
import { logCommand } from './log-command.ts';

/**
 * `npm run log:export -- [file] [--keys keys-file]`: the whole event log of DATABASE_URL as NDJSON, to
 * the file or standard output. The per-person keys (still wrapped with PERSONAL_DATA_KEY) follow as
 * records of their own, or go to `--keys` so they can be kept, and expired, apart from the log.
 */
const { file, keys, config } = logCommand('log:export');
const out = file ? createWriteStream(file) : process.stdout;
const keysOut = keys ? createWriteStream(keys) : undefined;
try {
  const counts = await exportLog(config.databaseUrl, { out, ...(keysOut ? { keysOut } : {}) });
  for (const stream of [file ? out : null, keysOut]) {
    if (!stream) continue;
    stream.end();
    await finished(stream);
  }
  console.error(
    `Exported ${counts.events} events, ${counts.streams} streams and ${counts.keys} personal data keys` +
      `${file ? ` to ${file}` : ''}${keys ? ` (keys in ${keys})` : ''}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
