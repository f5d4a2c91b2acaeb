import type { Database } from '@cenacle/infra/db/schema.ts';
import { type Kysely, sql } from 'kysely';

/**
 * What each participant of a session paid, voided payments left out: a subquery `paid` with
 * `participant_id` and `paid_minor`, to join onto the session's participants (`p`). The dues list and
 * the desk's roster both read the balance this way (the ledger read model's tables).
 */
export function paidByParticipant(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('payments')
    .select(['participant_id', sql<string>`sum(amount_minor)`.as('paid_minor')])
    .where('session_id', '=', sessionId)
    .where('voided', '=', false)
    .where('participant_id', 'is not', null)
    .groupBy('participant_id')
    .as('paid');
}
