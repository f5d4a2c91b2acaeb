import { findMailAccount } from '@cenacle/projections/mail/mail-accounts/mail-accounts.queries.ts';
import { MAIL_ACCOUNT_READERS, MailAccountSchema } from '@cenacle/shared-domain/mail';
import { queryRoute } from '../http/query-route.ts';
import { mailAccountBranch } from './mail-account-branch.ts';

/** `GET api/mail-account`: the branch admin's branch's mail account (null when none), password always empty. */
export const getMailAccountRoute = queryRoute({
  url: '/api/mail-account',
  summary: "The caller's branch's mail account, without its password",
  tags: ['mail'],
  audience: MAIL_ACCOUNT_READERS,
  queries: [findMailAccount],
  response: { 200: MailAccountSchema.nullable() },
  handle: ({ user, deps }) => findMailAccount(deps.db, mailAccountBranch(user)),
});
