import { catalogueConferences } from '@cenacle/projections/conferences/conferences/conferences.queries.ts';
import { defineQuery } from '@cenacle/projections/query';
import type { LangKey } from '@cenacle/shared-domain';
import type { PlannedConference } from '@cenacle/shared-domain/conferences';
import { type Season, sameLevelName } from '@cenacle/shared-domain/organisation';
import type { Deps } from '../deps.ts';

export interface CatalogueConference extends PlannedConference {
  readonly level: string;
  readonly lang: LangKey;
}

/** The catalogue's conferences of a session's season and levels (every language), by number. */
export const sessionCatalogue = defineQuery({
  uses: [catalogueConferences],
  run: async (deps: Deps, season: Season, levels: readonly string[]): Promise<CatalogueConference[]> => {
    const rows = await catalogueConferences(deps.db, { levels, lang: null, season });
    return rows.map((c) => ({ conferenceId: c.id.value, name: c.name, level: c.level, lang: c.lang }));
  },
});

/** The conferences of one column (a level in a language) as the plan takes them. */
export const columnCatalogue = (
  catalogue: readonly CatalogueConference[],
  level: string,
  lang: string,
): PlannedConference[] =>
  catalogue
    .filter((c) => c.lang === lang && sameLevelName(c.level, level))
    .map((c) => ({ conferenceId: c.conferenceId, name: c.name }));
