import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { SchoolLevelAdded, SchoolLevelRemoved } from '@cenacle/shared-domain/organisation';
import { organisationEvents, SCHOOL_LEVELS_READ_MODEL } from '@cenacle/shared-domain/organisation';

/** The list of school levels (table `school_levels`). */
export const schoolLevelsProjector = defineProjector<SchoolLevelAdded | SchoolLevelRemoved>()({
  name: SCHOOL_LEVELS_READ_MODEL,
  handles: ['SchoolLevelAdded', 'SchoolLevelRemoved'],
  tables: ['school_levels'],
  events: organisationEvents,
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'SchoolLevelRemoved') {
        await trx.deleteFrom('school_levels').where('name', '=', event.data.name).execute();
      } else {
        await trx
          .insertInto('school_levels')
          .values({ name: event.data.name, created_at: event.metadata.timestamp })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
      }
    }
  },
});
