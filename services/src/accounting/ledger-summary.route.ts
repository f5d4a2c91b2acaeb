import { categoryTotals } from '@cenacle/projections/accounting/ledger/ledger-summary.queries.ts';
import { ReadPositionQuerySchema, STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import {
  EXPENSE_CATEGORIES,
  fromMinorUnits,
  INCOME_CATEGORIES,
  type LedgerSummary,
  LedgerSummarySchema,
  type PaymentCategory,
  SessionParamsSchema,
} from '@cenacle/shared-domain/accounting';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';

/** `GET /api/session-payments/{sessionId}/summary`: income and expenses per category, totals, balance. */
export const ledgerSummaryRoute = queryRoute({
  url: '/api/session-payments/:sessionId/summary',
  summary: 'Income and expenses per category, totals and balance (voided payments do not count)',
  tags: ['accounting'],
  audience: STAFF_AUTHORITIES,
  queries: [authorizeSessionRead, categoryTotals],
  params: SessionParamsSchema,
  querystring: ReadPositionQuerySchema,
  response: { 200: LedgerSummarySchema },
  async handle({ params: { sessionId }, user, deps }): Promise<LedgerSummary> {
    const session = await authorizeSessionRead(deps, user, sessionId);
    const byCategory = new Map((await categoryTotals(deps.db, sessionId)).map((t) => [t.category, t]));
    const totals = (categories: readonly PaymentCategory[]) =>
      categories.flatMap((category) => {
        const total = byCategory.get(category);
        return total ? [{ category, totalMinor: total.totalMinor, count: total.count }] : [];
      });
    const income = totals(INCOME_CATEGORIES);
    const expenses = totals(EXPENSE_CATEGORIES);
    const sum = (list: readonly { totalMinor: number }[]) => list.reduce((acc, t) => acc + t.totalMinor, 0);
    const shown = (list: typeof income) =>
      list.map(({ category, totalMinor, count }) => ({ category, total: fromMinorUnits(totalMinor), count }));
    return {
      sessionId: { value: sessionId },
      income: shown(income),
      expenses: shown(expenses),
      totalIncome: fromMinorUnits(sum(income)),
      totalExpenses: fromMinorUnits(sum(expenses)),
      balance: fromMinorUnits(sum(income) + sum(expenses)),
      paymentCount: [...income, ...expenses].reduce((acc, t) => acc + t.count, 0),
      currencySign: session.currencySign,
    };
  },
});
