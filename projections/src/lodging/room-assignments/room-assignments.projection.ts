import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { LodgingEvent } from '@cenacle/shared-domain/lodging';
import { lodgingEvents, personKey, ROOM_ASSIGNMENTS_READ_MODEL } from '@cenacle/shared-domain/lodging';

/**
 * Who sleeps where (table `room_assignments`): one row per placed person, moved in place, gone when
 * removed; and each person's noted wishes (table `lodging_wishes`), the last noted.
 */
export const roomAssignmentsProjector = defineProjector<LodgingEvent>()({
  name: ROOM_ASSIGNMENTS_READ_MODEL,
  handles: ['PersonAssignedToRoom', 'PersonRemovedFromRoom', 'LodgingWishesNoted'],
  tables: ['room_assignments', 'lodging_wishes'],
  events: lodgingEvents,
  async apply(trx, events) {
    for (const event of events) {
      const { sessionId, person } = event.data;
      const key = { session_id: sessionId, person_type: person.type, person_id: person.id };
      if (event.type === 'LodgingWishesNoted') {
        const wishes = {
          roommates: JSON.stringify(event.data.roommates.map(personKey)),
          not_with: JSON.stringify(event.data.notWith.map(personKey)),
          needs_step_free: event.data.needsStepFree,
          gender: event.data.gender,
        };
        await trx
          .insertInto('lodging_wishes')
          .values({ ...key, ...wishes })
          .onConflict((oc) => oc.columns(['session_id', 'person_type', 'person_id']).doUpdateSet(wishes))
          .execute();
        continue;
      }
      if (event.type === 'PersonRemovedFromRoom') {
        await trx
          .deleteFrom('room_assignments')
          .where('session_id', '=', key.session_id)
          .where('person_type', '=', key.person_type)
          .where('person_id', '=', key.person_id)
          .execute();
        continue;
      }
      const row = { room_id: event.data.roomId, assigned_at: event.metadata.timestamp };
      await trx
        .insertInto('room_assignments')
        .values({ ...key, ...row })
        .onConflict((oc) => oc.columns(['session_id', 'person_type', 'person_id']).doUpdateSet(row))
        .execute();
    }
  },
});
