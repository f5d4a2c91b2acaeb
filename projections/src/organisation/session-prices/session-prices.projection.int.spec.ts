import { randomUUID } from 'node:crypto';
import {
  organisationEvents,
  type SessionPriceEvent,
  type SessionPriceValues,
  sessionPriceStream,
} from '@cenacle/shared-domain/organisation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { sessionPricesProjector } from './session-prices.projection.ts';

function saved(
  type: 'SessionPriceAdded' | 'SessionPriceChanged',
  priceId: string,
  values: Partial<SessionPriceValues> & { sessionId: string },
): GivenEvent<SessionPriceEvent> {
  return {
    stream: sessionPriceStream(priceId),
    type,
    data: {
      priceId,
      type: 'FOOD',
      valueMinor: 15_000,
      description: null,
      ageFrom: null,
      ageTo: null,
      ...values,
    },
  };
}
const removed = (priceId: string, sessionId: string): GivenEvent<SessionPriceEvent> => ({
  stream: sessionPriceStream(priceId),
  type: 'SessionPriceRemoved',
  data: { priceId, sessionId },
});

function row(priceId: string, sessionId: string, columns: Record<string, unknown> = {}) {
  return {
    id: priceId,
    session_id: sessionId,
    type: 'FOOD',
    value_minor: 15_000,
    description: null,
    age_from: null,
    age_to: null,
    version: 1,
    ...columns,
  };
}

describe('The session prices read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<SessionPriceEvent>(() => env, {
    projectors: [sessionPricesProjector],
    events: organisationEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('session_prices');
  });
  afterAll(() => env?.close());

  it("lists a session's prices, an adult's and a child's by age", async () => {
    const [sessionId, adult, child] = [randomUUID(), randomUUID(), randomUUID()];
    await spec
      .given(
        saved('SessionPriceAdded', adult, { sessionId }),
        saved('SessionPriceAdded', child, { sessionId, valueMinor: 8_000, ageFrom: 3, ageTo: 12 }),
      )
      .thenRows(
        'session_prices',
        { session_id: sessionId },
        [row(adult, sessionId), row(child, sessionId, { value_minor: 8_000, age_from: 3, age_to: 12 })].sort(
          (a, b) => a.id.localeCompare(b.id),
        ),
      );
  });

  it('keeps a changed price as it now stands, counting its saves as its version', async () => {
    const [sessionId, priceId] = [randomUUID(), randomUUID()];
    await spec
      .given(saved('SessionPriceAdded', priceId, { sessionId }))
      .when(saved('SessionPriceChanged', priceId, { sessionId, type: 'DISCOUNT', valueMinor: 1_050 }))
      .when(
        saved('SessionPriceChanged', priceId, {
          sessionId,
          type: 'DISCOUNT',
          valueMinor: 1_050,
          description: 'Rodzina',
        }),
      )
      .thenRows('session_prices', { id: priceId }, [
        row(priceId, sessionId, { type: 'DISCOUNT', value_minor: 1_050, description: 'Rodzina', version: 3 }),
      ]);
  });

  it('takes a removed price off the list, the others of its session staying', async () => {
    const [sessionId, kept, gone] = [randomUUID(), randomUUID(), randomUUID()];
    await spec
      .given(saved('SessionPriceAdded', kept, { sessionId }), saved('SessionPriceAdded', gone, { sessionId }))
      .when(removed(gone, sessionId))
      .thenRows('session_prices', { session_id: sessionId }, [row(kept, sessionId)]);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [sessionId, kept, changed, gone] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const live = await spec
      .given(
        saved('SessionPriceAdded', kept, { sessionId }),
        saved('SessionPriceAdded', changed, { sessionId }),
        saved('SessionPriceAdded', gone, { sessionId }),
      )
      .when(
        saved('SessionPriceChanged', changed, { sessionId, type: 'ACCOMMODATION' }),
        removed(gone, sessionId),
      )
      .thenRebuildEqualsLive();
    const ours = live.session_prices?.filter((p) => (p as { session_id: string }).session_id === sessionId);
    expect(ours).toHaveLength(2);
    expect(ours).toContainEqual(row(changed, sessionId, { type: 'ACCOMMODATION', version: 2 }));
  });
});
