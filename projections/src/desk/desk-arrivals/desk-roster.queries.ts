import type { Database } from '@cenacle/infra/db/schema.ts';
import { LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting/rules';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';
import { type Kysely, sql } from 'kysely';
import { paidByParticipant } from '../../accounting/ledger/paid-by-participant.ts';
import { defineQuery } from '../../runner/query.ts';

/** One registration as the desk shows it, from the participants and ledger read models. */
export interface DeskRosterRow {
  readonly participantId: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly level: string;
  readonly present: boolean;
  readonly dueMinor: number;
  readonly paidMinor: number;
  readonly indexBookSaved: boolean;
  readonly children: readonly {
    readonly id: string;
    readonly firstname: string;
    readonly lastname: string;
    readonly age: number;
  }[];
}

/**
 * The session's registrations holding a place, with what they owe (children included) and paid (not
 * voided), by name: the desk's people. No e-mail addresses, no answers.
 */
async function deskRosterRowsRun(db: Kysely<Database>, sessionId: string): Promise<DeskRosterRow[]> {
  const [rows, children] = await Promise.all([
    db
      .selectFrom('participants as p')
      .leftJoin(paidByParticipant(db, sessionId), (join) => join.onRef('paid.participant_id', '=', 'p.id'))
      .select([
        'p.id',
        'p.firstname',
        'p.lastname',
        'p.level',
        'p.presence',
        'p.price_minor',
        sql<boolean>`p.index_entry is not null`.as('index_saved'),
        sql<string>`coalesce(paid.paid_minor, 0)`.as('paid_minor'),
      ])
      .where('p.session_id', '=', sessionId)
      .where('p.status', '=', 'REGISTERED')
      .orderBy('p.lastname')
      .orderBy('p.firstname')
      .orderBy('p.id')
      .execute(),
    db
      .selectFrom('participant_children as c')
      .innerJoin('participants as p', 'p.id', 'c.participant_id')
      .select(['c.id', 'c.participant_id', 'c.firstname', 'c.lastname', 'c.age'])
      .where('c.session_id', '=', sessionId)
      .where('p.status', '=', 'REGISTERED')
      .orderBy('c.participant_id')
      .orderBy('c.ordinal')
      .execute(),
  ]);
  const childrenOf = new Map<string, DeskRosterRow['children'][number][]>();
  for (const child of children) {
    const list = childrenOf.get(child.participant_id) ?? [];
    list.push({ id: child.id, firstname: child.firstname, lastname: child.lastname, age: child.age });
    childrenOf.set(child.participant_id, list);
  }
  return rows.map((row) => ({
    participantId: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    level: row.level,
    present: row.presence,
    dueMinor: Number(row.price_minor),
    paidMinor: Number(row.paid_minor),
    indexBookSaved: Boolean(row.index_saved),
    children: childrenOf.get(row.id) ?? [],
  }));
}

export interface LevelCounts {
  readonly level: string;
  readonly arrived: number;
  readonly expected: number;
  /** Payments taken (income, not voided) since `since`, by the payer's level. */
  readonly takenMinor: number;
}

/**
 * The live desk's counts per level: registrations holding a place (expected), those present
 * (arrived), and the money taken since `since` from each level's people; `unassignedTakenMinor` is
 * what was taken naming nobody.
 */
async function deskLiveCountsRun(
  db: Kysely<Database>,
  sessionId: string,
  since: Date,
): Promise<{ levels: LevelCounts[]; unassignedTakenMinor: number }> {
  const [people, money] = await Promise.all([
    db
      .selectFrom('participants')
      .select([
        'level',
        (eb) => eb.fn.countAll<string>().as('expected'),
        sql<string>`count(*) filter (where presence)`.as('arrived'),
      ])
      .where('session_id', '=', sessionId)
      .where('status', '=', 'REGISTERED')
      .groupBy('level')
      .orderBy('level')
      .execute(),
    db
      .selectFrom('payments as pay')
      .leftJoin('participants as p', 'p.id', 'pay.participant_id')
      .select(['p.level', sql<string>`sum(pay.amount_minor)`.as('taken')])
      .where('pay.session_id', '=', sessionId)
      .where('pay.voided', '=', false)
      .where('pay.amount_minor', '>', 0)
      .where('pay.created_at', '>=', since)
      .groupBy('p.level')
      .execute(),
  ]);
  const taken = new Map(money.map((row) => [row.level, Number(row.taken)]));
  const levels = people.map((row) => ({
    level: row.level,
    arrived: Number(row.arrived),
    expected: Number(row.expected),
    takenMinor: taken.get(row.level) ?? 0,
  }));
  const counted = new Set(levels.map((l) => l.level));
  const unassignedTakenMinor = money
    .filter((row) => row.level === null || !counted.has(row.level))
    .reduce((sum, row) => sum + Number(row.taken), 0);
  return { levels, unassignedTakenMinor };
}

/** The roster rows, declared with the read models they come from. */
export const deskRosterRows = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL, LEDGER_READ_MODEL],
  run: deskRosterRowsRun,
});

/** The live counts, declared with the read models they come from. */
export const deskLiveCounts = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL, LEDGER_READ_MODEL],
  run: deskLiveCountsRun,
});
