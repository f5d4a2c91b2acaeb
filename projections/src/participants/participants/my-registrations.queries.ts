import type { Database } from '@cenacle/infra/db/schema.ts';
import { fromMinorUnits } from '@cenacle/shared-domain';
import { LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting/rules';
import type { Season } from '@cenacle/shared-domain/organisation/rules';
import { BRANCHES_READ_MODEL, SCHOOL_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import type { MyRegistration } from '@cenacle/shared-domain/participants';
import {
  emailKey,
  PARTICIPANTS_READ_MODEL,
  type ParticipantStatus,
} from '@cenacle/shared-domain/participants/rules';
import { type Kysely, sql } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/**
 * A person's own registrations, made for their account or with their address (as the roster matches
 * a person), cancelled ones left out, the latest session first; each with its price, what was paid
 * towards it (payments not voided) and its children.
 */
export const registrationsOf = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL, SCHOOL_SESSIONS_READ_MODEL, BRANCHES_READ_MODEL, LEDGER_READ_MODEL],
  run: async (
    db: Kysely<Database>,
    person: { readonly userId: string; readonly email: string },
  ): Promise<MyRegistration[]> => {
    const rows = await db
      .selectFrom('participants as p')
      .innerJoin('school_sessions as s', 's.id', 'p.session_id')
      .innerJoin('branches as b', 'b.id', 's.branch_id')
      .select([
        'p.id',
        'p.status',
        'p.presence',
        'p.level',
        'p.price_minor',
        's.id as session_id',
        's.season',
        's.date_from',
        's.date_to',
        'b.name as branch_name',
        'b.currency_sign',
        sql<string>`(select coalesce(sum(amount_minor), 0) from payments y
                    where y.participant_id = p.id and y.voided = false)`.as('paid_minor'),
        sql<{ firstname: string; lastname: string; age: number }[]>`(
        select coalesce(json_agg(json_build_object('firstname', c.firstname, 'lastname', c.lastname, 'age', c.age)
                                 order by c.ordinal), '[]'::json)
          from participant_children c where c.participant_id = p.id)`.as('children'),
      ])
      .where('p.status', '<>', 'CANCELLED')
      .where('s.deleted', '=', false)
      .where((eb) => eb.or([eb('p.user_id', '=', person.userId), eb('p.email', '=', emailKey(person.email))]))
      .orderBy('s.date_from', (order) => order.desc().nullsLast())
      .orderBy('p.id')
      .execute();
    return rows.map((row) => {
      const price = Number(row.price_minor);
      const paid = Number(row.paid_minor);
      return {
        participant: { value: row.id },
        session: {
          id: { value: row.session_id },
          season: row.season as Season,
          dateFrom: row.date_from,
          dateTo: row.date_to,
          branchName: row.branch_name,
          currencySign: row.currency_sign,
        },
        status: row.status as ParticipantStatus,
        presence: row.presence,
        level: row.level,
        price: fromMinorUnits(price),
        paid: fromMinorUnits(paid),
        due: fromMinorUnits(Math.max(0, price - paid)),
        children: row.children,
      };
    });
  },
});
