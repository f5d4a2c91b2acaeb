import { defineQuery, readModelsOf } from '@cenacle/projections/query';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { type QueryRouteDefinition, queryRoute } from './query-route.ts';

const branchNames = defineQuery({ readModels: ['branches'], run: async () => [] });
const sessionScope = defineQuery({
  readModels: ['school-sessions'],
  uses: [branchNames],
  run: async () => null,
});
const participants = defineQuery({ readModels: ['participants'], run: async () => [] });

/** What the route registers on the app, without starting one. */
function registered(route: ReturnType<typeof queryRoute>): RouteOptions {
  let options: RouteOptions | undefined;
  route({ route: (o: RouteOptions) => (options = o) } as unknown as FastifyInstance, {} as Deps);
  if (!options) throw new Error('the route registered nothing');
  return options;
}

const querystringKeys = (options: RouteOptions) => {
  const schema = (options.schema as { querystring?: unknown }).querystring;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
};

describe('A query route', () => {
  it('waits for the read models of the queries it names, each once', () => {
    const options = registered(
      queryRoute({
        url: '/x',
        summary: 'x',
        tags: [],
        audience: 'public',
        queries: [sessionScope, participants, branchNames],
        querystring: z.object({ page: z.number() }),
        handle: async () => null,
      }),
    );
    expect(options.config?.readModels).toEqual(['school-sessions', 'branches', 'participants']);
    // So it takes `?position=` whatever its own schema says.
    expect(querystringKeys(options)).toEqual(['page', 'position']);
  });

  it('reading no read model, waits for nothing and takes no position', () => {
    const options = registered(
      queryRoute({
        url: '/y',
        summary: 'y',
        tags: [],
        audience: 'public',
        queries: [],
        querystring: z.object({ page: z.number() }),
        handle: async () => null,
      }),
    );
    expect(options.config?.readModels).toEqual([]);
    expect(querystringKeys(options)).toEqual(['page']);
  });

  it('takes queries only: a read model named by hand does not compile', () => {
    const queries: QueryRouteDefinition<undefined, undefined, 'public'>['queries'] = [
      participants,
      // @ts-expect-error a plain `{ readModels }` is no query (decision 025)
      { readModels: ['notes'] },
    ];
    // Were it let through, the route would wait for it as for a query's.
    expect(readModelsOf(queries)).toEqual(['participants', 'notes']);
  });
});
