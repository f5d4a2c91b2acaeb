import type { Database } from '@cenacle/infra/db/schema.ts';
import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import { DESK_ARRIVALS_READ_MODEL, type DeskEvent, deskEvents } from '@cenacle/shared-domain/desk';
import type { Transaction } from 'kysely';

type Trx = Transaction<Database>;

async function upsertArrival(
  trx: Trx,
  key: { session_id: string; participant_id: string },
  set: { key_handed_out: boolean } | { token_generation: number },
  at: string,
): Promise<void> {
  await trx
    .insertInto('desk_arrivals')
    .values({ ...key, key_handed_out: false, token_generation: 0, ...set, updated_at: at })
    .onConflict((oc) => oc.columns(['session_id', 'participant_id']).doUpdateSet({ ...set, updated_at: at }))
    .execute();
}

/** The arrival desk's state per session: keys, token generations, children in the group. */
export const deskArrivalsProjector = defineProjector<DeskEvent>()({
  name: DESK_ARRIVALS_READ_MODEL,
  handles: ['KeyHandedOut', 'ChildCheckedIn', 'ChildCheckedOut', 'RegistrationTokenRevoked'],
  tables: ['desk_arrivals', 'desk_children'],
  events: deskEvents,
  async apply(trx, events) {
    for (const event of events) {
      const at = event.metadata.timestamp;
      const key = { session_id: event.data.sessionId, participant_id: event.data.participantId };
      switch (event.type) {
        case 'KeyHandedOut':
          await upsertArrival(trx, key, { key_handed_out: true }, at);
          break;
        case 'RegistrationTokenRevoked':
          await upsertArrival(trx, key, { token_generation: event.data.generation }, at);
          break;
        case 'ChildCheckedIn':
        case 'ChildCheckedOut': {
          const set = {
            participant_id: event.data.participantId,
            checked_in: event.type === 'ChildCheckedIn',
            pickup_code_digest: event.type === 'ChildCheckedIn' ? event.data.pickupCodeDigest : null,
            updated_at: at,
          };
          await trx
            .insertInto('desk_children')
            .values({ session_id: event.data.sessionId, child_id: event.data.childId, ...set })
            .onConflict((oc) => oc.columns(['session_id', 'child_id']).doUpdateSet(set))
            .execute();
          break;
        }
      }
    }
  },
});
