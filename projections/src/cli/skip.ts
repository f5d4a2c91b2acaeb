import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '@cenacle/infra/config/config.ts';
import { SkipRefusedError, skipFailedEvent } from '@cenacle/infra/runner/skips.ts';
import { prepareProjections } from '../prepare.ts';
import { allProjectors } from '../read-models.ts';

const USAGE = 'Usage: npm run projections:skip -- <projector> --position <commit.prepare> --reason "<why>"';

/**
 * `npm run projections:skip -- <projector> --position <p> --reason "..."`: lets a projector that
 * stopped on an event pass exactly that event, recording who and why as an event of the log
 * (decision 017). The position is the one health shows for the failure.
 */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { position: { type: 'string' }, reason: { type: 'string' } },
  });
  const [name] = positionals;
  const names = allProjectors.map((p) => p.name);
  if (!name || !names.includes(name) || !values.position || !values.reason) {
    console.error(`${USAGE}\nProjectors: ${names.join(', ')}`);
    process.exit(2);
  }
  const resources = await prepareProjections(loadConfigOrExit(), 'cenacle-projections-skip');
  try {
    const skip = await skipFailedEvent(resources, {
      projector: name,
      position: values.position,
      reason: values.reason,
      by: `cli:${userInfo().username}`,
      correlationId: randomUUID(),
      newId: randomUUID,
      now: () => new Date(),
    });
    console.log(`${name}: skipped ${skip.eventType} ${skip.eventId} at ${skip.position} (${skip.reason})`);
  } catch (error) {
    if (!(error instanceof SkipRefusedError)) throw error;
    console.error(`Refused: ${error.message}`);
    process.exitCode = 3;
  } finally {
    await resources.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
