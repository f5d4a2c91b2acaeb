import { defineQuery } from '@cenacle/projections/query';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { queryRoute } from './query-route.ts';

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
});
