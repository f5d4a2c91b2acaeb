import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import {
  CONFERENCES_READ_MODEL,
  type ConferenceEvent,
  conferencesEvents,
  type ServantAssignedToConference,
  type ServantUnassignedFromConference,
} from '@cenacle/shared-domain/conferences';

/** The conference catalogue and who gives which conference on a session. */
export const conferencesProjector = defineProjector<
  ConferenceEvent | ServantAssignedToConference | ServantUnassignedFromConference
>()({
  name: CONFERENCES_READ_MODEL,
  handles: [
    'ConferenceAdded',
    'ConferenceChanged',
    'ConferenceRemoved',
    'ServantAssignedToConference',
    'ServantUnassignedFromConference',
  ],
  tables: ['conferences', 'conference_servants'],
  events: conferencesEvents,
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'ConferenceAdded':
        case 'ConferenceChanged': {
          const { conferenceId, files, ...rest } = event.data;
          const values = { ...rest, files: JSON.stringify(files) };
          await trx
            .insertInto('conferences')
            .values({ id: conferenceId, ...values })
            .onConflict((oc) => oc.column('id').doUpdateSet(values))
            .execute();
          break;
        }
        case 'ConferenceRemoved':
          // Its servants go with it: nothing lists them again, nor copies them into another session.
          await trx
            .deleteFrom('conference_servants')
            .where('conference_id', '=', event.data.conferenceId)
            .execute();
          await trx.deleteFrom('conferences').where('id', '=', event.data.conferenceId).execute();
          break;
        case 'ServantAssignedToConference': {
          const { sessionId, conferenceId, userId } = event.data;
          // An assignment that raced the conference's removal has nothing left to be given.
          const listed = await trx
            .selectFrom('conferences')
            .select('id')
            .where('id', '=', conferenceId)
            .executeTakeFirst();
          if (!listed) break;
          await trx
            .insertInto('conference_servants')
            .values({
              session_id: sessionId,
              conference_id: conferenceId,
              user_id: userId,
              seq: String(event.revision),
            })
            .onConflict((oc) => oc.columns(['session_id', 'conference_id', 'user_id']).doNothing())
            .execute();
          break;
        }
        case 'ServantUnassignedFromConference':
          await trx
            .deleteFrom('conference_servants')
            .where('session_id', '=', event.data.sessionId)
            .where('conference_id', '=', event.data.conferenceId)
            .where('user_id', '=', event.data.userId)
            .execute();
          break;
      }
    }
  },
});
