import type { Database } from '@cenacle/infra/db/schema.ts';
import type { LangKey } from '@cenacle/shared-domain';
import {
  type MailState,
  type MailTemplate,
  type MailTimelineEntry,
  maskSecretLinks,
  type OutboxMail,
  type OutboxMailDetail,
} from '@cenacle/shared-domain/mail';
import { MAIL_OUTBOX_READ_MODEL } from '@cenacle/shared-domain/mail/rules';
import type { Kysely, Selectable } from 'kysely';
import { defineQuery } from '../../runner/query.ts';
import { definePageQuery } from '../../runner/snapshot.ts';
import type { MailOutboxTable } from './outbox.tables.ts';

/** Whose mail: every branch's (null, an admin) or these branches' only. */
export interface OutboxFilter {
  readonly branchIds: readonly string[] | null;
  readonly state?: MailState | undefined;
}

function toMail(row: Selectable<MailOutboxTable>): OutboxMail {
  return {
    id: { value: row.mail_id },
    recipient: row.recipient,
    // Rows projected before links were masked are masked on the way out (decision 015).
    subject: maskSecretLinks(row.subject),
    state: row.state as MailState,
    template: row.template as MailTemplate,
    language: row.language as LangKey,
    branchId: row.branch_id ? { value: row.branch_id } : null,
    requestedAt: new Date(row.requested_at).toISOString(),
    attempts: row.attempts,
  };
}

function filtered(db: Kysely<Database>, filter: OutboxFilter) {
  let query = db.selectFrom('mail_outbox');
  if (filter.branchIds !== null) {
    // Branch staff see their branches' mail; mail of no branch is an administrator's only.
    if (filter.branchIds.length === 0) query = query.where((eb) => eb.val(false));
    else query = query.where('branch_id', 'in', [...filter.branchIds]);
  }
  if (filter.state) query = query.where('state', '=', filter.state);
  return query;
}

export const countOutbox = defineQuery({
  readModels: [MAIL_OUTBOX_READ_MODEL],
  run: async (db: Kysely<Database>, filter: OutboxFilter): Promise<number> => {
    const row = await filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },
});

/** A page of the outbox, newest request first. */
export const listOutbox = defineQuery({
  readModels: [MAIL_OUTBOX_READ_MODEL],
  run: async (
    db: Kysely<Database>,
    filter: OutboxFilter,
    page: { readonly offset: number; readonly limit: number },
  ): Promise<OutboxMail[]> => {
    const rows = await filtered(db, filter)
      .selectAll()
      .orderBy('requested_at', 'desc')
      .orderBy('mail_id')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return rows.map(toMail);
  },
});

/** One mail with its message and timeline (log order), or null. */
export const findOutboxMail = defineQuery({
  readModels: [MAIL_OUTBOX_READ_MODEL],
  run: async (db: Kysely<Database>, mailId: string): Promise<OutboxMailDetail | null> => {
    const row = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('mail_id', '=', mailId)
      .executeTakeFirst();
    if (!row) return null;
    const steps = await db
      .selectFrom('mail_timeline')
      .selectAll()
      .where('mail_id', '=', mailId)
      .orderBy('commit_position')
      .orderBy('prepare_position')
      .execute();
    const timeline: MailTimelineEntry[] = steps.map((s) => ({
      type: s.type as MailTimelineEntry['type'],
      at: new Date(s.at).toISOString(),
      attempt: s.attempt,
      smtpResponse: maskSecretLinks(s.smtp_response),
    }));
    return {
      ...toMail(row),
      text: maskSecretLinks(row.text_body),
      html: maskSecretLinks(row.html_body),
      timeline,
    };
  },
});

/** How many mails are in each state, every branch's (the management metrics: sent, failed, waiting). */
export const countOutboxByState = defineQuery({
  readModels: [MAIL_OUTBOX_READ_MODEL],
  run: async (db: Kysely<Database>): Promise<Partial<Record<MailState, number>>> => {
    const rows = await db
      .selectFrom('mail_outbox')
      .select((eb) => ['state', eb.fn.countAll<string>().as('count')])
      .groupBy('state')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
  },
});

/** A page of the outbox with how many mails match in all, read together. */
export const outboxPage = definePageQuery(countOutbox, listOutbox);
