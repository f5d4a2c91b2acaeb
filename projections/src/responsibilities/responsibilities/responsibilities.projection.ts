import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import {
  RESPONSIBILITIES_READ_MODEL,
  type ResponsibilityEvent,
  responsibilitiesEvents,
} from '@cenacle/shared-domain/responsibilities';

/** The sessions' responsibilities and who serves in them (tables `responsibilities`, `responsibility_servants`). */
export const responsibilitiesProjector = defineProjector<ResponsibilityEvent>()({
  name: RESPONSIBILITIES_READ_MODEL,
  handles: [
    'ResponsibilityAdded',
    'ResponsibilityChanged',
    'ResponsibilityRemoved',
    'ServantConnectedToResponsibility',
    'ServantDisconnectedFromResponsibility',
  ],
  tables: ['responsibilities', 'responsibility_servants'],
  events: responsibilitiesEvents,
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'ResponsibilityAdded':
        case 'ResponsibilityChanged': {
          const { responsibilityId, sessionId, name, type, level } = event.data;
          const values = { session_id: sessionId, name, type, level };
          await trx
            .insertInto('responsibilities')
            .values({ id: responsibilityId, ...values })
            .onConflict((oc) => oc.column('id').doUpdateSet(values))
            .execute();
          break;
        }
        case 'ResponsibilityRemoved':
          await trx
            .deleteFrom('responsibility_servants')
            .where('responsibility_id', '=', event.data.responsibilityId)
            .execute();
          await trx.deleteFrom('responsibilities').where('id', '=', event.data.responsibilityId).execute();
          break;
        case 'ServantConnectedToResponsibility': {
          const { responsibilityId, sessionId, userId, level } = event.data;
          await trx
            .insertInto('responsibility_servants')
            .values({
              responsibility_id: responsibilityId,
              session_id: sessionId,
              user_id: userId,
              level: level ?? '',
            })
            .onConflict((oc) => oc.columns(['responsibility_id', 'user_id', 'level']).doNothing())
            .execute();
          break;
        }
        case 'ServantDisconnectedFromResponsibility':
          await trx
            .deleteFrom('responsibility_servants')
            .where('responsibility_id', '=', event.data.responsibilityId)
            .where('user_id', '=', event.data.userId)
            .where('level', '=', event.data.level ?? '')
            .execute();
          break;
      }
    }
  },
});
