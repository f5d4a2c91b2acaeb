import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import { ABOUT_US_READ_MODEL, type AboutUsEvent, contentEvents } from '@cenacle/shared-domain/content';

/** The about-us entries (table `about_us_entries`). */
export const aboutUsProjector = defineProjector<AboutUsEvent>()({
  name: ABOUT_US_READ_MODEL,
  handles: ['AboutUsEntrySaved', 'AboutUsEntryRemoved'],
  tables: ['about_us_entries'],
  events: contentEvents,
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'AboutUsEntryRemoved') {
        await trx.deleteFrom('about_us_entries').where('id', '=', event.data.entryId).execute();
        continue;
      }
      const { entryId, title, content, language, main, branchId } = event.data;
      const values = {
        title,
        content,
        language,
        main,
        branch_id: branchId,
        modified_at: event.metadata.timestamp,
        // The stream holds the saves and at most a final removal: a save's revision + 1 is its version.
        version: Number(event.revision) + 1,
      };
      await trx
        .insertInto('about_us_entries')
        .values({ id: entryId, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
  },
});
