import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { BranchCreated, BranchDeleted, BranchUpdated } from '@cenacle/shared-domain/organisation';
import { BRANCHES_READ_MODEL, organisationEvents } from '@cenacle/shared-domain/organisation';

/** The community's branches (table `branches`); a deleted one stays, flagged. */
export const branchesProjector = defineProjector<BranchCreated | BranchUpdated | BranchDeleted>()({
  name: BRANCHES_READ_MODEL,
  handles: ['BranchCreated', 'BranchUpdated', 'BranchDeleted'],
  tables: ['branches'],
  events: organisationEvents,
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'BranchDeleted') {
        await trx
          .updateTable('branches')
          .set({ deleted: true })
          .where('id', '=', event.data.branchId)
          .execute();
        continue;
      }
      const { data } = event;
      const values = {
        name: data.name,
        country: data.country,
        city: data.city,
        active: data.active,
        currency_sign: data.currencySign,
        photo_file_id: data.photo?.fileId ?? null,
        photo_file_name: data.photo?.fileName ?? null,
        phone: data.phone,
        email: data.email,
        facebook: data.facebook,
        description: data.description,
        longitude: data.longitude,
        latitude: data.latitude,
        // The stream holds the saves and at most a final deletion: a save's revision + 1 is its version.
        version: Number(event.revision) + 1,
      };
      await trx
        .insertInto('branches')
        .values({ id: data.branchId, ...values, created_at: event.metadata.timestamp })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
  },
});
