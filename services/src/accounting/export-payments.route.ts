import { listPayments } from '@cenacle/projections/accounting/ledger/payments.queries.ts';
import { namesOf } from '@cenacle/projections/identity/people/people.queries.ts';
import { participantNames } from '@cenacle/projections/participants/participants/participants.queries.ts';
import { formatAmount, formatInstant, STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { PaymentExportQuerySchema, SessionParamsSchema } from '@cenacle/shared-domain/accounting';
import { toCsv } from '../http/csv.ts';
import { pickLanguage, translate } from '../http/messages.ts';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';
import { csvHeaders } from './csv-headers.ts';

/**
 * `GET /api/session-payments/{sessionId}/export.csv`: every payment of the session as CSV, in the
 * user's language: the date and the amount as that language writes them, the category by its name,
 * the participant and the user who recorded it by their names (issue 24 §2: no ids, no codes).
 */
export const exportPaymentsRoute = queryRoute({
  url: '/api/session-payments/:sessionId/export.csv',
  summary:
    'Payments as semicolon-separated CSV (headers, dates, amounts and categories in the user language)',
  tags: ['accounting'],
  audience: STAFF_AUTHORITIES,
  queries: [authorizeSessionRead, listPayments, participantNames, namesOf],
  params: SessionParamsSchema,
  querystring: PaymentExportQuerySchema,
  produces: ['text/csv'],
  async handle({ params: { sessionId }, query, user, deps, request, reply }) {
    await authorizeSessionRead(deps, user, sessionId);
    const payments = await listPayments(
      deps.db,
      { sessionId, includeVoided: query.includeVoided },
      { offset: 0, limit: null },
    );
    const [participants, users] = await Promise.all([
      participantNames(
        deps.db,
        payments.flatMap((p) => (p.participant ? [p.participant.id.value] : [])),
      ),
      namesOf(
        deps.db,
        payments.flatMap((p) => (p.userId ? [p.userId.value] : [])),
      ),
    ]);
    const lang = pickLanguage(request.headers['accept-language'], user.langKey);
    const headers = csvHeaders(lang);
    const rows = payments.map((p) => [
      formatInstant(p.createdAt, lang),
      translate(`category.${p.category}`, lang),
      formatAmount(p.value, lang, { grouping: false }),
      p.description ?? '',
      (p.participant && participants.get(p.participant.id.value)) ?? '',
      (p.userId && users.get(p.userId.value)) ?? '',
      p.voided ? headers.yes : headers.no,
    ]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="payments-${sessionId}.csv"`)
      .send(toCsv(headers.columns, rows));
  },
});
