import { type AnyQuery, readModelsOf } from '@cenacle/projections/query';
import { LogPosition, ReadPositionQuerySchema } from '@cenacle/shared-domain/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { waitForReadModel } from './read-your-writes.ts';
import { type Audience, audienceHook, type Parsed, type Route, type Schema } from './route.ts';

export interface QueryCall<P, Q, A extends Audience> {
  readonly params: P;
  readonly query: Q;
  /** The caller; null only on public routes. */
  readonly user: A extends 'public' ? CurrentUser | null : CurrentUser;
  readonly deps: Deps;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * Every query that reads read models takes `?position=` (read your own writes), whatever its own
 * schema says: an object schema without the key would strip it, and the query would not wait.
 */
function withPosition(schema: Schema | undefined): Schema {
  if (!schema) return ReadPositionQuerySchema;
  if (schema instanceof z.ZodObject && !('position' in schema.shape)) {
    return schema.extend({ position: LogPosition.optional() });
  }
  return schema;
}

export interface QueryRouteDefinition<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  A extends Audience,
> {
  readonly url: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly audience: A;
  /**
   * The queries its handler asks, authorization helpers that read read models included (each declared
   * with `defineQuery`). The read models they read are its wait list: with `?position=` the route
   * waits until they have reached it. No route names a read model itself (decision 025).
   */
  readonly queries: readonly AnyQuery[];
  readonly params?: P;
  readonly querystring?: Q;
  readonly response?: Readonly<Record<number, Schema>>;
  /** Content types other than JSON it answers (the OpenAPI document lists them). */
  readonly produces?: readonly string[];
  handle(call: QueryCall<Parsed<P>, Parsed<Q>, A>): Promise<unknown>;
}

/**
 * A query route: authorize (before validation) → validate → wait for the read models of its queries
 * to reach the caller's own write when asked (`?position=`) → the handler asks those queries.
 */
export function queryRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  A extends Audience = Audience,
>(definition: QueryRouteDefinition<P, Q, A>): Route {
  const readModels = readModelsOf(definition.queries);
  return (app, deps) => {
    app.route({
      method: 'GET',
      url: definition.url,
      schema: {
        tags: [...definition.tags],
        summary: definition.summary,
        ...(definition.params ? { params: definition.params } : {}),
        ...(readModels.length > 0
          ? { querystring: withPosition(definition.querystring) }
          : definition.querystring
            ? { querystring: definition.querystring }
            : {}),
        ...(definition.response ? { response: definition.response } : {}),
        ...(definition.produces ? { produces: [...definition.produces] } : {}),
      },
      onRequest: audienceHook(definition.audience),
      config: { readModels },
      handler: async (request, reply) => {
        const query = request.query as Parsed<Q>;
        await waitForReadModel(request, reply, deps.positions, readModels);
        return definition.handle({
          params: request.params as Parsed<P>,
          query,
          user: request.user as QueryCall<Parsed<P>, Parsed<Q>, A>['user'],
          deps,
          request,
          reply,
        });
      },
    });
  };
}
