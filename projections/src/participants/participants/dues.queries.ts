import type { Database } from '@cenacle/infra/db/schema.ts';
import { fromMinorUnits } from '@cenacle/shared-domain';
import { LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting/rules';
import type { ParticipantDue } from '@cenacle/shared-domain/participants';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';
import { type Kysely, sql } from 'kysely';
import { paidByParticipant } from '../../accounting/ledger/paid-by-participant.ts';
import { defineQuery } from '../../runner/query.ts';

/**
 * `GET /api/session-payment/who-not-payed/{sessionId}`: each registered participant whose payments
 * (not voided, naming them) fall short of what they owe, with the due, the paid and the balance.
 */
export const whoHasNotPaid = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL, LEDGER_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<ParticipantDue[]> => {
    const rows = await db
      .selectFrom('participants as p')
      .leftJoin(paidByParticipant(db, sessionId), (join) => join.onRef('paid.participant_id', '=', 'p.id'))
      .select([
        'p.id',
        'p.firstname',
        'p.lastname',
        'p.email',
        'p.level',
        'p.user_id',
        'p.price_minor',
        sql<string>`coalesce(paid.paid_minor, 0)`.as('paid_minor'),
      ])
      .where('p.session_id', '=', sessionId)
      .where('p.status', '=', 'REGISTERED')
      .where(sql<boolean>`p.price_minor > coalesce(paid.paid_minor, 0)`)
      .orderBy('p.lastname')
      .orderBy('p.firstname')
      .orderBy('p.id')
      .execute();
    return rows.map((row) => {
      const due = Number(row.price_minor);
      const paid = Number(row.paid_minor);
      return {
        participant: {
          id: { value: row.id },
          firstname: row.firstname,
          lastname: row.lastname,
          email: row.email,
          level: row.level,
          servant: row.user_id !== null,
        },
        due: fromMinorUnits(due),
        paid: fromMinorUnits(paid),
        balance: fromMinorUnits(due - paid),
      };
    });
  },
});
