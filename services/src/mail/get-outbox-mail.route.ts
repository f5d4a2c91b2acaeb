import { findOutboxMail } from '@cenacle/projections/mail/outbox/outbox.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import { MailParamsSchema, OutboxMailDetailSchema } from '@cenacle/shared-domain/mail';
import { OUTBOX_READERS } from '@cenacle/shared-domain/mail/rules';
import { queryRoute } from '../http/query-route.ts';
import { outboxBranches } from './outbox-access.ts';

/** `GET /api/outbox/{mailId}`: one mail's message and delivery timeline. */
export const getOutboxMailRoute = queryRoute({
  url: '/api/outbox/:mailId',
  summary: 'One mail of the outbox: its message and delivery timeline',
  tags: ['mail'],
  audience: OUTBOX_READERS,
  queries: [findOutboxMail],
  params: MailParamsSchema,
  response: { 200: OutboxMailDetailSchema },
  async handle({ params: { mailId }, user, deps }) {
    const mail = await findOutboxMail(deps.db, mailId);
    const branches = outboxBranches(user);
    // Another branch's mail answers like a missing one: its existence is not the caller's to know.
    const visible =
      mail !== null &&
      (branches === null || (mail.branchId !== null && branches.includes(mail.branchId.value)));
    if (!visible) throw new DomainError('NOT_FOUND', 'error.mail.notFound', { id: mailId });
    return mail;
  },
});
