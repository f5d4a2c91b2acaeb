import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { RetreatCenterEvent } from '@cenacle/shared-domain/lodging';
import { lodgingEvents, RETREAT_CENTERS_READ_MODEL } from '@cenacle/shared-domain/lodging';

/** Retreat centres (table `retreat_centers`): the last save of each, a deleted one flagged. */
export const retreatCentersProjector = defineProjector<RetreatCenterEvent>()({
  name: RETREAT_CENTERS_READ_MODEL,
  handles: ['RetreatCenterSaved', 'RetreatCenterDeleted'],
  tables: ['retreat_centers'],
  events: lodgingEvents,
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'RetreatCenterDeleted') {
        await trx
          .updateTable('retreat_centers')
          .set({ deleted: true })
          .where('id', '=', event.data.centerId)
          .execute();
        continue;
      }
      const { centerId, branchId, buildings, ...values } = event.data;
      const row = {
        ...values,
        branch_id: branchId,
        buildings: JSON.stringify(buildings),
        saved_at: event.metadata.timestamp,
        // The stream holds the saves and at most a final deletion: a save's revision + 1 is its version.
        version: Number(event.revision) + 1,
      };
      await trx
        .insertInto('retreat_centers')
        .values({ id: centerId, ...row, deleted: false })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
  },
});
