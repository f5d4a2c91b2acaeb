import { DomainError } from '@cenacle/shared-domain';
import {
  branchDecider,
  branchStream,
  type SchoolSession,
  SchoolSessionSaveRequestSchema,
  SchoolSessionSchema,
  schoolSessionDecider,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canActOnBranch } from '../auth/current-user.ts';
import { currentUser, requireAuthority } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';
import { AccessDeniedError } from '../http/access-denied.ts';
import { announce, commandContext, commandMetadata } from '../http/command-context.ts';
import { waitForReadModel } from '../http/read-your-writes.ts';
import { listSchoolSessions } from './school-sessions.query.ts';

export async function schoolSessionRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/school-sessions',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Sessions of every branch, newest first',
        querystring: z.object({ position: z.string().optional(), branchId: z.uuid().optional() }),
        response: { 200: z.array(SchoolSessionSchema) },
      },
      preHandler: requireAuthority(),
    },
    async (request) => {
      await waitForReadModel(deps.positions, ['school-sessions', 'branches'], request.query.position);
      return listSchoolSessions(deps.db, request.query.branchId);
    },
  );

  api.post(
    '/api/school-session/',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Plan a session of a branch',
        body: SchoolSessionSaveRequestSchema,
        response: { 201: SchoolSessionSchema },
      },
      config: { entityName: 'schoolSession' },
      preHandler: requireAuthority('ADMIN', 'BRANCH_ADMIN'),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const branchId = body.branchId.value;
      if (!canActOnBranch(user, branchId)) throw new AccessDeniedError();
      const branch = await deps.bus.load(branchDecider, branchStream(branchId));
      if (branch.state.status === 'none') {
        throw new DomainError('UNKNOWN_REFERENCE', 'error.branch.notFound', { id: branchId }, 'branchId');
      }
      const sessionId = body.id?.value ?? deps.newId();
      const data = {
        sessionId,
        branchId,
        season: body.season,
        dateFrom: body.dateFrom ?? null,
        dateTo: body.dateTo ?? null,
        levels: body.levels,
      };
      const result = await deps.bus.handle(
        schoolSessionDecider,
        sessionStream(sessionId),
        { type: 'CreateSchoolSession', data, metadata: commandMetadata(request, deps.clock) },
        commandContext(request),
      );
      announce(reply, 'planning.messages.session-created', sessionId, result.position);
      const { state } = branch;
      const session: SchoolSession = {
        id: { value: sessionId },
        season: data.season,
        dateFrom: data.dateFrom,
        dateTo: data.dateTo,
        levels: data.levels.map(({ name }) => ({ name })),
        branchId: { value: branchId },
        branch: {
          id: { value: branchId },
          name: state.name,
          country: state.country,
          city: state.city,
          active: state.active,
          currencySign: state.currencySign,
        },
      };
      return reply.code(201).send(session);
    },
  );
}
