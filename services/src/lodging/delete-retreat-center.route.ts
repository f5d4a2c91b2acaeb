import { Uuid } from '@cenacle/shared-domain/contracts';
import { CENTER_KEEPERS, retreatCenterDecider, retreatCenterStream } from '@cenacle/shared-domain/lodging';
import { z } from 'zod';
import { commandRoute } from '../http/command-route.ts';

/** `DELETE /api/retreat-center/{id}`: the centre stops listing (an event); sessions that named it show none. */
export const deleteRetreatCenterRoute = commandRoute({
  method: 'DELETE',
  url: '/api/retreat-center/:id',
  summary: 'Delete a retreat centre',
  tags: ['retreat centres'],
  entityName: 'retreatCenter',
  audience: CENTER_KEEPERS,
  params: z.object({ id: Uuid }),
  async handle({ params, run }) {
    await run(retreatCenterDecider, retreatCenterStream(params.id), {
      type: 'DeleteRetreatCenter',
      data: { centerId: params.id },
    });
    return { status: 204, alert: { key: 'lodging.messages.center-deleted', param: params.id } };
  },
});
