import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { BranchCreated } from '@cenacle/shared-domain/organisation';
import { BRANCHES_READ_MODEL, organisationEvents } from '@cenacle/shared-domain/organisation';

/** The community's branches (table `branches`). */
export const branchesProjector = defineProjector<BranchCreated>()({
  name: BRANCHES_READ_MODEL,
  handles: ['BranchCreated'],
  tables: ['branches'],
  events: organisationEvents,
  async apply(trx, events) {
    for (const event of events) {
      const { data } = event;
      const values = {
        name: data.name,
        country: data.country,
        city: data.city,
        active: data.active,
        currency_sign: data.currencySign,
        created_at: event.metadata.timestamp,
      };
      await trx
        .insertInto('branches')
        .values({ id: data.branchId, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
  },
});
