import { outboxPage } from '@cenacle/projections/mail/outbox/outbox.queries.ts';
import { TOTAL_COUNT_HEADER } from '@cenacle/shared-domain';
import { OutboxMailSchema, OutboxQuerySchema } from '@cenacle/shared-domain/mail';
import { OUTBOX_READERS } from '@cenacle/shared-domain/mail/rules';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { outboxBranches } from './outbox-access.ts';

/** `GET /api/outbox`: a page of the mail of the caller's branches, newest first (X-Total-Count: the total). */
export const listOutboxRoute = queryRoute({
  url: '/api/outbox',
  summary: "Mail of the caller's branches, newest first, with its delivery state",
  tags: ['mail'],
  audience: OUTBOX_READERS,
  queries: [outboxPage],
  querystring: OutboxQuerySchema,
  response: { 200: z.array(OutboxMailSchema) },
  async handle({ query, user, deps, reply }) {
    const filter = { branchIds: outboxBranches(user), state: query.state };
    const { total, items: mails } = await outboxPage(deps.db, filter, {
      offset: query.page * query.size,
      limit: query.size,
    });
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return mails;
  },
});
