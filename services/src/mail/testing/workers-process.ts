import { randomBytes } from 'node:crypto';
import { startTsxProcess, type TsxProcess } from '../../testing/projections-process.ts';

/**
 * The workers as their own process, as in production: `tsx workers/src/main.ts` against the given
 * database, sending through `smtpUrl`, on a queue prefix of their own.
 */
export function startWorkersProcess(options: {
  readonly databaseUrl: string;
  readonly smtpUrl: string;
  readonly outboundAllowedNetworks?: string;
}): TsxProcess {
  return startTsxProcess('workers/src/main.ts', {
    DATABASE_URL: options.databaseUrl,
    EVENTSTORE_URL: '',
    SMTP_URL: options.smtpUrl,
    QUEUE_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    OUTBOUND_ALLOWED_NETWORKS: options.outboundAllowedNetworks ?? '',
  });
}
