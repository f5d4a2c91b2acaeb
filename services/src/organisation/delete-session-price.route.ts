import { DomainError } from '@cenacle/shared-domain';
import {
  PRICE_EDITORS,
  SessionPriceParamsSchema,
  sessionPriceDecider,
  sessionPriceStream,
} from '@cenacle/shared-domain/organisation';
import { commandRoute } from '../http/command-route.ts';
import { sessionToActOn } from './session-scope.ts';

/** `DELETE /api/session-price/{id}`: takes a price off its session's list (`SessionPriceRemoved`). */
export const deleteSessionPriceRoute = commandRoute({
  method: 'DELETE',
  url: '/api/session-price/:id',
  summary: "Remove a price from its session's price list (nothing is removed from the log)",
  tags: ['prices'],
  entityName: 'sessionPrice',
  audience: PRICE_EDITORS,
  params: SessionPriceParamsSchema,
  async handle({ params, user, deps, run }) {
    const stream = sessionPriceStream(params.id);
    const { state } = await deps.bus.load(sessionPriceDecider, stream);
    if (state.status !== 'listed') {
      throw new DomainError('NOT_FOUND', 'error.price.notFound', { id: params.id });
    }
    await sessionToActOn(deps, user, state.sessionId);
    await run(sessionPriceDecider, stream, { type: 'RemoveSessionPrice', data: { priceId: params.id } });
    return { status: 204, alert: { key: 'accounting.messages.price-deleted', param: params.id } };
  },
});
