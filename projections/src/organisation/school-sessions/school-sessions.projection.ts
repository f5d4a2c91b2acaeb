import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { SchoolSessionCreated } from '@cenacle/shared-domain/organisation';
import { organisationEvents, SCHOOL_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation';

/** Retreat sessions of every branch (table `school_sessions`). */
export const schoolSessionsProjector = defineProjector<SchoolSessionCreated>()({
  name: SCHOOL_SESSIONS_READ_MODEL,
  handles: ['SchoolSessionCreated'],
  tables: ['school_sessions'],
  events: organisationEvents,
  async apply(trx, events) {
    for (const event of events) {
      const { data } = event;
      const values = {
        branch_id: data.branchId,
        season: data.season,
        date_from: data.dateFrom,
        date_to: data.dateTo,
        levels: data.levels.map((level) => level.name),
        created_at: event.metadata.timestamp,
      };
      await trx
        .insertInto('school_sessions')
        .values({ id: data.sessionId, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
  },
});
