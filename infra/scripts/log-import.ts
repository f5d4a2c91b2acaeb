import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { importLog, LogImportRefusedError } from '../src/backup/import-log.ts';
import { logCommand } from './log-command.ts';

/**
 * `npm run log:import -- [file] [--keys keys-file]`: loads a `log:export` (the file or standard input)
 * into DATABASE_URL, which must hold no event yet (it is created when missing). Then
 * `npm run projections:rebuild -- all` (or starting the projections) builds the read models from it.
 * PERSONAL_DATA_KEY must be the source's for personal data to open.
 */
const { file, keys, config } = logCommand('log:import');
/** Opened on first read: a readline interface made earlier would miss its input's end meanwhile. */
async function* lines(path: string | undefined): AsyncGenerator<string> {
  yield* createInterface({
    input: path ? createReadStream(path) : process.stdin,
    crlfDelay: Number.POSITIVE_INFINITY,
  });
}
try {
  const counts = await importLog(config.databaseUrl, {
    lines: lines(file),
    ...(keys ? { keyLines: lines(keys) } : {}),
  });
  console.error(
    `Imported ${counts.events} events, ${counts.streams} streams and ${counts.keys} personal data keys. ` +
      'Now build the read models: npm run projections:rebuild -- all',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof LogImportRefusedError ? 3 : 1);
}
