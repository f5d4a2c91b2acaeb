import { listPayments } from '@cenacle/projections/accounting/ledger/payments.queries.ts';
import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { PaymentExportQuerySchema, SessionParamsSchema } from '@cenacle/shared-domain/accounting';
import { toCsv } from '../http/csv.ts';
import { pickLanguage } from '../http/messages.ts';
import { queryRoute } from '../http/query-route.ts';
import { csvHeaders } from './csv-headers.ts';
import { authorizeLedgerQuery } from './session-access.ts';

/** `GET /api/session-payments/{sessionId}/export.csv`: every payment of the session as CSV. */
export const exportPaymentsRoute = queryRoute({
  url: '/api/session-payments/:sessionId/export.csv',
  summary: 'Payments as semicolon-separated CSV (headers in the user language)',
  tags: ['accounting'],
  audience: STAFF_AUTHORITIES,
  queries: [authorizeLedgerQuery, listPayments],
  params: SessionParamsSchema,
  querystring: PaymentExportQuerySchema,
  produces: ['text/csv'],
  async handle({ params: { sessionId }, query, user, deps, request, reply }) {
    await authorizeLedgerQuery(deps, user, sessionId);
    const payments = await listPayments(
      deps.db,
      { sessionId, includeVoided: query.includeVoided },
      { offset: 0, limit: null },
    );
    const headers = csvHeaders(pickLanguage(request.headers['accept-language'], user.langKey));
    const rows = payments.map((p) => [
      p.id.value,
      p.createdAt,
      p.category,
      p.value.toFixed(2),
      p.description ?? '',
      p.participant?.id.value ?? '',
      p.userId?.value ?? '',
      p.voided ? headers.yes : headers.no,
    ]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payments-${sessionId}.csv"`)
      .send(toCsv(headers.columns, rows));
  },
});
