import {
  type Branch,
  BranchSaveRequestSchema,
  BranchSchema,
  branchDecider,
  branchStream,
} from '@cenacle/shared-domain/organisation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuthority } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';
import { announce, commandContext, commandMetadata } from '../http/command-context.ts';
import { waitForReadModel } from '../http/read-your-writes.ts';

export async function branchRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public: the public branch list and map read it too.
  api.get(
    '/api/branches',
    {
      schema: {
        tags: ['branches'],
        summary: 'All branches',
        querystring: z.object({ position: z.string().optional() }),
        response: { 200: z.array(BranchSchema) },
      },
    },
    async (request) => {
      await waitForReadModel(deps.positions, ['branches'], request.query.position);
      const rows = await deps.db.selectFrom('branches').selectAll().orderBy('name').execute();
      return rows.map(
        (row): Branch => ({
          id: { value: row.id },
          name: row.name,
          country: row.country,
          city: row.city,
          active: row.active,
          currencySign: row.currency_sign,
        }),
      );
    },
  );

  api.post(
    '/api/branch/',
    {
      schema: {
        tags: ['branches'],
        summary: 'Open a branch',
        body: BranchSaveRequestSchema,
        response: { 201: BranchSchema },
      },
      config: { entityName: 'branch' },
      preHandler: requireAuthority('ADMIN'),
    },
    async (request, reply) => {
      const branchId = request.body.id?.value ?? deps.newId();
      const { name, country, city, active, currencySign } = request.body;
      const data = { branchId, name, country, city, active, currencySign };
      const result = await deps.bus.handle(
        branchDecider,
        branchStream(branchId),
        { type: 'CreateBranch', data, metadata: commandMetadata(request, deps.clock) },
        commandContext(request),
      );
      announce(reply, 'administration.messages.branch-created', name, result.position);
      return reply.code(201).send({ id: { value: branchId }, name, country, city, active, currencySign });
    },
  );
}
