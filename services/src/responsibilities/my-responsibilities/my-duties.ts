import { defineQuery } from '@cenacle/projections/query';
import {
  conferencesOfServant,
  responsibilitiesOfServant,
} from '@cenacle/projections/responsibilities/responsibilities/my-responsibilities.queries.ts';
import { scheduleOfSession } from '@cenacle/projections/schedule/schedule-items/schedule-items.queries.ts';
import type { Authority } from '@cenacle/shared-domain';
import { type MyDuty, myDuties } from '@cenacle/shared-domain/responsibilities';
import type { Deps } from '../../deps.ts';
import { authorizeSessionRead } from '../../organisation/session-scope.ts';

/** Who asks for his duties: the signed-in user, or the owner of a feed link. */
export interface DutyHolder {
  readonly id: string;
  readonly authorities: readonly Authority[];
  readonly branchIds: readonly string[];
}

/**
 * A staff member's duties on a session of his branches (admins: any): unknown session 404,
 * another branch's session 403.
 */
export const dutiesOn = defineQuery({
  uses: [authorizeSessionRead, scheduleOfSession, conferencesOfServant, responsibilitiesOfServant],
  run: async (deps: Deps, holder: DutyHolder, sessionId: string): Promise<MyDuty[]> => {
    await authorizeSessionRead(deps, holder, sessionId);
    const [{ items }, conferences, responsibilities] = await Promise.all([
      scheduleOfSession(deps.db, sessionId),
      conferencesOfServant(deps.db, sessionId, holder.id),
      responsibilitiesOfServant(deps.db, sessionId, holder.id),
    ]);
    return myDuties(items, conferences, responsibilities);
  },
});
