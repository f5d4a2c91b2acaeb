import { parseArgs } from 'node:util';
import { type Config, loadConfigOrExit } from '../src/config/config.ts';

/**
 * What `log:export` and `log:import` both take: `[file] [--keys keys-file]` and the configuration.
 * Both work on the PostgreSQL event log: with EVENTSTORE_URL set they refuse (exit 2).
 */
export function logCommand(name: 'log:export' | 'log:import'): {
  readonly file: string | undefined;
  readonly keys: string | undefined;
  readonly config: Config;
} {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { keys: { type: 'string' } },
  });
  const config = loadConfigOrExit();
  if (config.eventStoreUrl) {
    console.error(
      `${name} works on the PostgreSQL event log; with EVENTSTORE_URL set the events are in KurrentDB.`,
    );
    process.exit(2);
  }
  return { file: positionals[0], keys: values.keys, config };
}
