import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type {
  SessionPriceAdded,
  SessionPriceChanged,
  SessionPriceRemoved,
} from '@cenacle/shared-domain/organisation';
import { organisationEvents, SESSION_PRICES_READ_MODEL } from '@cenacle/shared-domain/organisation';

/** The sessions' price lists (table `session_prices`). */
export const sessionPricesProjector = defineProjector<
  SessionPriceAdded | SessionPriceChanged | SessionPriceRemoved
>()({
  name: SESSION_PRICES_READ_MODEL,
  handles: ['SessionPriceAdded', 'SessionPriceChanged', 'SessionPriceRemoved'],
  tables: ['session_prices'],
  events: organisationEvents,
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'SessionPriceRemoved') {
        await trx.deleteFrom('session_prices').where('id', '=', event.data.priceId).execute();
        continue;
      }
      const { data } = event;
      const values = {
        session_id: data.sessionId,
        type: data.type,
        value_minor: data.valueMinor,
        description: data.description,
        age_from: data.ageFrom,
        age_to: data.ageTo,
        // The stream holds the saves and at most a final removal: a save's revision + 1 is its version.
        version: Number(event.revision) + 1,
      };
      await trx
        .insertInto('session_prices')
        .values({ id: data.priceId, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
  },
});
