import type { BranchCreated } from '@cenacle/shared-domain/organisation';
import { asRecorded, type Projector } from '../runner/projector.ts';

/** The community's branches (table `branches`). */
export const branchesProjector: Projector = {
  name: 'branches',
  handles: ['BranchCreated'],
  tables: ['branches'],
  async apply(trx, events) {
    for (const event of asRecorded<BranchCreated>(events)) {
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
};
