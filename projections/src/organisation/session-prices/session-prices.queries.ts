import type { Database } from '@cenacle/infra/db/schema.ts';
import { fromMinorUnits } from '@cenacle/shared-domain';
import type { SessionPrice, SessionPriceType } from '@cenacle/shared-domain/organisation';
import { SESSION_PRICES_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/**
 * A session's price list: adults' prices first, then children's by age, each kind in the order
 * ACCOMMODATION, FOOD, DISCOUNT. Each price is a `SessionPriceEntry` too, so another context's route
 * may price registrations with it (`sessionPriceMinor`).
 */
export const pricesOfSession = defineQuery({
  readModels: [SESSION_PRICES_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<SessionPrice[]> => {
    const rows = await db
      .selectFrom('session_prices')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('age_from', (o) => o.asc().nullsFirst())
      .orderBy('age_to', (o) => o.asc().nullsFirst())
      .orderBy('type')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: { value: row.id },
      version: row.version,
      session: { value: row.session_id },
      type: row.type as SessionPriceType,
      value: fromMinorUnits(row.value_minor),
      description: row.description,
      ageFrom: row.age_from,
      ageTo: row.age_to,
    }));
  },
});
