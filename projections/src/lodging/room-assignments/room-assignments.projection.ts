import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { LodgingEvent } from '@cenacle/shared-domain/lodging';
import { lodgingEvents, ROOM_ASSIGNMENTS_READ_MODEL } from '@cenacle/shared-domain/lodging';

/** Who sleeps where (table `room_assignments`): one row per placed person, moved in place, gone when removed. */
export const roomAssignmentsProjector = defineProjector<LodgingEvent>()({
  name: ROOM_ASSIGNMENTS_READ_MODEL,
  handles: ['PersonAssignedToRoom', 'PersonRemovedFromRoom'],
  tables: ['room_assignments'],
  events: lodgingEvents,
  async apply(trx, events) {
    for (const event of events) {
      const { sessionId, person, roomId } = event.data;
      const key = { session_id: sessionId, person_type: person.type, person_id: person.id };
      if (event.type === 'PersonRemovedFromRoom') {
        await trx
          .deleteFrom('room_assignments')
          .where('session_id', '=', key.session_id)
          .where('person_type', '=', key.person_type)
          .where('person_id', '=', key.person_id)
          .execute();
        continue;
      }
      const row = { room_id: roomId, assigned_at: event.metadata.timestamp };
      await trx
        .insertInto('room_assignments')
        .values({ ...key, ...row })
        .onConflict((oc) => oc.columns(['session_id', 'person_type', 'person_id']).doUpdateSet(row))
        .execute();
    }
  },
});
