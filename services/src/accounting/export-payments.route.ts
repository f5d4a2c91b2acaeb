import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Papa from 'papaparse';
import { z } from 'zod';
import { currentUser, requireAuthority } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';
import { pickLanguage } from '../http/messages.ts';
import { waitForReadModel } from '../http/read-your-writes.ts';
import { csvHeaders } from './csv-headers.ts';
import { listPayments } from './payments.query.ts';
import { SessionParamsSchema } from './save-payment.route.ts';
import { authorizeLedgerQuery, PAYMENT_AUTHORITIES } from './session-access.ts';

/** The spec's CSV files use a semicolon (spec §9), which spreadsheets in our countries expect. */
export const CSV_DELIMITER = ';';

/** `GET /api/session-payments/{sessionId}/export.csv`: every payment of the session as CSV. */
export async function exportPaymentsRoute(app: FastifyInstance, deps: Deps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/session-payments/:sessionId/export.csv',
    {
      schema: {
        tags: ['accounting'],
        summary: 'Payments as semicolon-separated CSV (headers in the user language)',
        params: SessionParamsSchema,
        querystring: z.object({
          includeVoided: z
            .enum(['true', 'false'])
            .optional()
            .transform((v) => v === 'true'),
          position: z.string().optional(),
        }),
        produces: ['text/csv'],
      },
      preHandler: requireAuthority(...PAYMENT_AUTHORITIES),
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const user = currentUser(request);
      await waitForReadModel(deps.positions, ['ledger', 'school-sessions'], request.query.position);
      await authorizeLedgerQuery(deps.db, user, sessionId);
      const payments = await listPayments(
        deps.db,
        { sessionId, includeVoided: request.query.includeVoided },
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
      const csv = Papa.unparse({ fields: headers.columns, data: rows }, { delimiter: CSV_DELIMITER });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${sessionId}.csv"`)
        .send(`\uFEFF${csv}\r\n`);
    },
  );
}
