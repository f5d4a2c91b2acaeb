import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import { contentEvents, TESTIMONIES_READ_MODEL, type TestimonyEvent } from '@cenacle/shared-domain/content';

/** The testimonies (table `testimonies`). */
export const testimoniesProjector = defineProjector<TestimonyEvent>()({
  name: TESTIMONIES_READ_MODEL,
  handles: ['TestimonySaved', 'TestimonyRemoved'],
  tables: ['testimonies'],
  events: contentEvents,
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'TestimonyRemoved') {
        await trx.deleteFrom('testimonies').where('id', '=', event.data.testimonyId).execute();
        continue;
      }
      const { testimonyId, branchId, onMainPage, photo, ...rest } = event.data;
      const values = {
        ...rest,
        branch_id: branchId,
        on_main_page: onMainPage,
        photo_file_id: photo?.fileId ?? null,
        photo_file_name: photo?.fileName ?? null,
        // The stream holds the saves and at most a final removal: a save's revision + 1 is its version.
        version: Number(event.revision) + 1,
      };
      await trx
        .insertInto('testimonies')
        .values({ id: testimonyId, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
  },
});
