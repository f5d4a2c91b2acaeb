import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type {
  SchoolSessionChanged,
  SchoolSessionCreated,
  SchoolSessionDeleted,
} from '@cenacle/shared-domain/organisation';
import { organisationEvents, SCHOOL_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation';

/** Retreat sessions of every branch (table `school_sessions`); a deleted one stays, flagged. */
export const schoolSessionsProjector = defineProjector<
  SchoolSessionCreated | SchoolSessionChanged | SchoolSessionDeleted
>()({
  name: SCHOOL_SESSIONS_READ_MODEL,
  handles: ['SchoolSessionCreated', 'SchoolSessionChanged', 'SchoolSessionDeleted'],
  tables: ['school_sessions'],
  events: organisationEvents,
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'SchoolSessionDeleted') {
        await trx
          .updateTable('school_sessions')
          .set({ deleted: true })
          .where('id', '=', event.data.sessionId)
          .execute();
        continue;
      }
      const { data } = event;
      const values = {
        branch_id: data.branchId,
        season: data.season,
        date_from: data.dateFrom,
        date_to: data.dateTo,
        levels: data.levels.map((level) => level.name),
      };
      // The session's stream holds its public page's saves too: the session counts its own saves.
      await trx
        .insertInto('school_sessions')
        .values({ id: data.sessionId, ...values, created_at: event.metadata.timestamp, version: 1 })
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => ({ ...values, version: eb('school_sessions.version', '+', 1) })),
        )
        .execute();
    }
  },
});
