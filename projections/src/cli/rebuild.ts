import { loadConfigOrExit } from '@cenacle/infra/config/config.ts';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { sql } from 'kysely';
import { prepareProjections } from '../prepare.ts';
import { allProjectors } from '../read-models.ts';

/** `npm run projections:rebuild -- <name|all>`: empties the read model(s) and replays the whole log. */
async function main(): Promise<void> {
  const which = process.argv[2];
  const names = allProjectors.map((p) => p.name);
  if (!which || (which !== 'all' && !names.includes(which))) {
    console.error(`Usage: npm run projections:rebuild -- <${[...names, 'all'].join('|')}>`);
    process.exit(2);
  }
  const started = Date.now();
  const resources = await prepareProjections(loadConfigOrExit(), 'cenacle-projections-rebuild');
  try {
    const results = await rebuildProjections(resources, allProjectors, which);
    for (const result of results) {
      const projector = allProjectors.find((p) => p.name === result.projection);
      const counts: string[] = [];
      for (const table of projector?.tables ?? []) {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(
          resources.db,
        );
        counts.push(`${table}=${rows[0]?.n ?? 0}`);
      }
      const how =
        result.replayedBy === 'self'
          ? `replayed ${result.eventsApplied} events`
          : 'reset; the active runner replayed the log';
      console.log(`${result.projection}: ${how}; rows ${counts.join(', ')}; ${result.durationMs} ms`);
    }
    console.log(`Rebuilt ${results.length} projection(s) in ${Date.now() - started} ms`);
  } finally {
    await resources.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
