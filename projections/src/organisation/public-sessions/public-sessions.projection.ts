import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { PublicSessionSaved, SchoolSessionDeleted } from '@cenacle/shared-domain/organisation';
import { organisationEvents, PUBLIC_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation';

/** The sessions' public pages (table `public_sessions`); a deleted session's page is unpublished. */
export const publicSessionsProjector = defineProjector<PublicSessionSaved | SchoolSessionDeleted>()({
  name: PUBLIC_SESSIONS_READ_MODEL,
  handles: ['PublicSessionSaved', 'SchoolSessionDeleted'],
  tables: ['public_sessions'],
  events: organisationEvents,
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'SchoolSessionDeleted') {
        await trx
          .updateTable('public_sessions')
          .set({ published: false, updated_at: event.metadata.timestamp })
          .where('session_id', '=', event.data.sessionId)
          .execute();
        continue;
      }
      const { data } = event;
      const values = {
        photo_file_id: data.photo?.fileId ?? null,
        photo_file_name: data.photo?.fileName ?? null,
        address: data.address,
        contact: data.contact,
        description: data.description,
        registration_link: data.registrationLink,
        retreat_center_id: data.retreatCenterId,
        registration_deadline: data.registrationDeadline,
        capacity: data.capacity,
        published: true,
        updated_at: event.metadata.timestamp,
      };
      // The session's stream holds the session's own events too: the page counts its saves itself.
      await trx
        .insertInto('public_sessions')
        .values({ session_id: data.sessionId, ...values, version: 1 })
        .onConflict((oc) =>
          oc
            .column('session_id')
            .doUpdateSet((eb) => ({ ...values, version: eb('public_sessions.version', '+', 1) })),
        )
        .execute();
    }
  },
});
