import {
  EXPENSE_CATEGORIES,
  fromMinorUnits,
  INCOME_CATEGORIES,
  type LedgerSummary,
  LedgerSummarySchema,
  type PaymentCategory,
} from '@cenacle/shared-domain/accounting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAuthority } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';
import { waitForReadModel } from '../http/read-your-writes.ts';
import { SessionParamsSchema } from './save-payment.route.ts';
import { authorizeLedgerQuery, PAYMENT_AUTHORITIES } from './session-access.ts';

/** `GET /api/session-payments/{sessionId}/summary`: income and expenses per category, totals, balance. */
export async function ledgerSummaryRoute(app: FastifyInstance, deps: Deps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/session-payments/:sessionId/summary',
    {
      schema: {
        tags: ['accounting'],
        summary: 'Income and expenses per category, totals and balance (voided payments do not count)',
        params: SessionParamsSchema,
        querystring: z.object({ position: z.string().optional() }),
        response: { 200: LedgerSummarySchema },
      },
      preHandler: requireAuthority(...PAYMENT_AUTHORITIES),
    },
    async (request) => {
      const { sessionId } = request.params;
      await waitForReadModel(deps.positions, ['ledger', 'school-sessions'], request.query.position);
      const session = await authorizeLedgerQuery(deps.db, currentUser(request), sessionId);
      const rows = await deps.db
        .selectFrom('ledger_category_totals')
        .select(['category', 'total_minor', 'count'])
        .where('session_id', '=', sessionId)
        .where('count', '>', 0)
        .execute();
      const byCategory = new Map(rows.map((row) => [row.category, row]));
      const totals = (categories: readonly PaymentCategory[]) =>
        categories.flatMap((category) => {
          const row = byCategory.get(category);
          return row ? [{ category, total: fromMinorUnits(Number(row.total_minor)), count: row.count }] : [];
        });
      const income = totals(INCOME_CATEGORIES);
      const expenses = totals(EXPENSE_CATEGORIES);
      const sum = (list: { total: number }[]) =>
        Math.round(list.reduce((acc, item) => acc + item.total * 100, 0));
      const summary: LedgerSummary = {
        sessionId: { value: sessionId },
        income,
        expenses,
        totalIncome: fromMinorUnits(sum(income)),
        totalExpenses: fromMinorUnits(sum(expenses)),
        balance: fromMinorUnits(sum(income) + sum(expenses)),
        paymentCount: rows.reduce((acc, row) => acc + row.count, 0),
        currencySign: session.currencySign,
      };
      return summary;
    },
  );
}
