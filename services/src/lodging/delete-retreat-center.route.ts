import { sessionNamingCenter } from '@cenacle/projections/lodging/retreat-centers/retreat-centers.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import { Uuid } from '@cenacle/shared-domain/contracts';
import { CENTER_KEEPERS, retreatCenterDecider, retreatCenterStream } from '@cenacle/shared-domain/lodging';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';
import { centerToKeep } from './center-access.ts';

/**
 * `DELETE /api/retreat-center/{id}`: the centre stops listing (an event). Only admins and its
 * branch's admins delete it, and not while a session's public page names it (409, whoever asks).
 */
export const deleteRetreatCenterRoute = commandRoute({
  method: 'DELETE',
  url: '/api/retreat-center/:id',
  summary: 'Delete a retreat centre (refused while a session names it)',
  tags: ['retreat centres'],
  entityName: 'retreatCenter',
  audience: CENTER_KEEPERS,
  params: z.object({ id: Uuid }),
  async handle({ params, user, deps, run }) {
    const state = await centerToKeep(deps, user, params.id);
    if (state.status === 'kept') {
      const sessionId = await sessionNamingCenter(deps.db, params.id);
      if (sessionId !== null) {
        throw new DomainError('CENTER_IN_USE', 'error.retreatCenter.inUse', { session: sessionId });
      }
    }
    await run(retreatCenterDecider, retreatCenterStream(params.id), {
      type: 'DeleteRetreatCenter',
      data: { centerId: params.id },
    });
    // The toast names the centre, not its id.
    const name = state.status === 'kept' ? state.name : '';
    return { status: 204, alert: { key: 'lodging.messages.center-deleted', param: name } };
  },
});
