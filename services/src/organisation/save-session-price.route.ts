import { fromMinorUnits, toMinorUnits } from '@cenacle/shared-domain';
import {
  PRICE_EDITORS,
  type SessionPrice,
  SessionPriceSaveRequestSchema,
  SessionPriceSchema,
  sessionPriceDecider,
  sessionPriceStream,
} from '@cenacle/shared-domain/organisation';
import { commandRoute } from '../http/command-route.ts';
import { sessionToActOn } from './session-scope.ts';

/**
 * `POST /api/session-price/`: without an id adds a price to a session's list (201); with the id of a
 * listed price saves it again (200) from the `version` it was loaded at (a stale one answers 409,
 * decision 019). Admins and the admins of the session's branch keep its prices.
 */
export const saveSessionPriceRoute = commandRoute({
  method: 'POST',
  url: '/api/session-price/',
  summary: "Add a price to a session's price list, or save one again",
  tags: ['prices'],
  entityName: 'sessionPrice',
  audience: PRICE_EDITORS,
  body: SessionPriceSaveRequestSchema,
  response: { 200: SessionPriceSchema, 201: SessionPriceSchema },
  async handle({ body, user, deps, run }) {
    const sessionId = body.session.value;
    const requestedId = body.id?.value;
    const current = requestedId
      ? (await deps.bus.load(sessionPriceDecider, sessionPriceStream(requestedId))).state
      : null;
    const updating = current !== null && current.status !== 'none';
    // An edited price is checked against the session it is on (the decider refuses moving it).
    await sessionToActOn(deps, user, updating ? current.sessionId : sessionId, 'session');
    const priceId = requestedId ?? deps.newId();
    const data = {
      priceId,
      sessionId,
      type: body.type,
      valueMinor: toMinorUnits(body.value),
      description: body.description,
      ageFrom: body.ageFrom,
      ageTo: body.ageTo,
    };
    const saved = await run(
      sessionPriceDecider,
      sessionPriceStream(priceId),
      updating
        ? { type: 'ChangeSessionPrice', data: { ...data, expectedVersion: body.version } }
        : { type: 'AddSessionPrice', data },
    );
    const price: SessionPrice = {
      id: { value: priceId },
      version: saved.state.version,
      session: { value: sessionId },
      type: data.type,
      value: fromMinorUnits(data.valueMinor),
      description: data.description,
      ageFrom: data.ageFrom,
      ageTo: data.ageTo,
    };
    return {
      status: updating ? 200 : 201,
      alert: { key: 'accounting.messages.price-saved', param: priceId },
      body: price,
    };
  },
});
