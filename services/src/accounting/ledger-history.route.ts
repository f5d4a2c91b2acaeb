import {
  BalanceAtQuerySchema,
  BalanceAtSchema,
  fromMinorUnits,
  type LedgerAuditEntry,
  LedgerAuditEntrySchema,
  LedgerHistoryQuerySchema,
  type PaymentCategory,
} from '@cenacle/shared-domain/accounting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAuthority } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';
import { waitForReadModel } from '../http/read-your-writes.ts';
import { TOTAL_COUNT_HEADER } from './list-payments.route.ts';
import { SessionParamsSchema } from './save-payment.route.ts';
import { authorizeLedgerQuery, PAYMENT_AUTHORITIES } from './session-access.ts';

interface StoredValues {
  readonly category: PaymentCategory;
  readonly amountMinor: number;
  readonly description: string | null;
}

const toAuditValues = (values: StoredValues | null) =>
  values
    ? {
        category: values.category,
        value: fromMinorUnits(values.amountMinor),
        description: values.description,
      }
    : null;

/**
 * The treasurer's audit trail (an addition to the spec's calls): every event of a session's ledger
 * with who, when, what changed and its log position; and the balance as of any past moment.
 */
export async function ledgerHistoryRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/session-payments/:sessionId/history',
    {
      schema: {
        tags: ['accounting'],
        summary: 'Audit trail: every ledger event, newest first (X-Total-Count header holds the total)',
        params: SessionParamsSchema,
        querystring: LedgerHistoryQuerySchema.extend({ position: z.string().optional() }),
        response: { 200: z.array(LedgerAuditEntrySchema) },
      },
      preHandler: requireAuthority(...PAYMENT_AUTHORITIES),
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const { page, size, paymentId, position } = request.query;
      await waitForReadModel(deps.positions, ['ledger-audit', 'school-sessions'], position);
      await authorizeLedgerQuery(deps.db, currentUser(request), sessionId);
      let base = deps.db.selectFrom('ledger_audit as a').where('a.session_id', '=', sessionId);
      if (paymentId) base = base.where('a.payment_id', '=', paymentId);
      const [count, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirst(),
        base
          .leftJoin('users as u', 'u.id', 'a.user_id')
          .selectAll('a')
          .select(['u.login', 'u.first_name', 'u.last_name'])
          .orderBy('a.revision', 'desc')
          .offset(page * size)
          .limit(size)
          .execute(),
      ]);
      reply.header(TOTAL_COUNT_HEADER, String(count?.count ?? 0));
      return rows.map(
        (row): LedgerAuditEntry => ({
          position: `${row.commit_position}.${row.prepare_position}`,
          revision: Number(row.revision),
          eventId: row.event_id,
          type: row.type as LedgerAuditEntry['type'],
          paymentId: { value: row.payment_id },
          occurredAt: new Date(row.occurred_at).toISOString(),
          user: {
            id: row.user_id ? { value: row.user_id } : null,
            login: row.login ?? null,
            name:
              row.first_name || row.last_name
                ? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim()
                : null,
          },
          before: toAuditValues(row.before as StoredValues | null),
          after: toAuditValues(row.after as StoredValues | null),
          reason: row.reason,
          balanceAfter: fromMinorUnits(Number(row.balance_after_minor)),
        }),
      );
    },
  );

  api.get(
    '/api/session-payments/:sessionId/balance',
    {
      schema: {
        tags: ['accounting'],
        summary: 'The balance as of a past moment: the sum of every ledger event up to it',
        params: SessionParamsSchema,
        querystring: BalanceAtQuerySchema,
        response: { 200: BalanceAtSchema },
      },
      preHandler: requireAuthority(...PAYMENT_AUTHORITIES),
    },
    async (request) => {
      const { sessionId } = request.params;
      const at = new Date(request.query.at);
      await authorizeLedgerQuery(deps.db, currentUser(request), sessionId);
      const row = await deps.db
        .selectFrom('ledger_audit')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<string>('delta_minor'), eb.lit(0)).as('balance'),
          eb.fn.countAll<string>().as('count'),
        ])
        .where('session_id', '=', sessionId)
        .where('occurred_at', '<=', at)
        .executeTakeFirst();
      const last = await deps.db
        .selectFrom('ledger_audit')
        .select(['commit_position', 'prepare_position'])
        .where('session_id', '=', sessionId)
        .where('occurred_at', '<=', at)
        .orderBy('commit_position', 'desc')
        .orderBy('prepare_position', 'desc')
        .limit(1)
        .executeTakeFirst();
      return {
        at: at.toISOString(),
        balance: fromMinorUnits(Number(row?.balance ?? 0)),
        eventCount: Number(row?.count ?? 0),
        position: last ? `${last.commit_position}.${last.prepare_position}` : null,
      };
    },
  );
}
