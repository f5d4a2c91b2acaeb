import type { Database } from '@cenacle/infra/db/schema.ts';
import { DESK_ARRIVALS_READ_MODEL } from '@cenacle/shared-domain/desk/rules';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

export interface DeskArrival {
  readonly keyHandedOut: boolean;
  readonly tokenGeneration: number;
}

export interface DeskChildState {
  readonly checkedIn: boolean;
  readonly pickupCodeDigest: string | null;
}

export interface DeskSessionState {
  /** By participant id; a registration the desk never touched is absent. */
  readonly arrivals: ReadonlyMap<string, DeskArrival>;
  /** By child id; a child never checked in is absent. */
  readonly children: ReadonlyMap<string, DeskChildState>;
}

/** What the desk recorded for a session: keys, token generations and the children in the group. */
async function deskSessionStateRun(db: Kysely<Database>, sessionId: string): Promise<DeskSessionState> {
  const [arrivals, children] = await Promise.all([
    db
      .selectFrom('desk_arrivals')
      .select(['participant_id', 'key_handed_out', 'token_generation'])
      .where('session_id', '=', sessionId)
      .execute(),
    db
      .selectFrom('desk_children')
      .select(['child_id', 'checked_in', 'pickup_code_digest'])
      .where('session_id', '=', sessionId)
      .execute(),
  ]);
  return {
    arrivals: new Map(
      arrivals.map((row) => [
        row.participant_id,
        { keyHandedOut: row.key_handed_out, tokenGeneration: row.token_generation },
      ]),
    ),
    children: new Map(
      children.map((row) => [
        row.child_id,
        { checkedIn: row.checked_in, pickupCodeDigest: row.pickup_code_digest },
      ]),
    ),
  };
}

/** How many children of the session are in the children's group now, by their parent's level. */
async function childrenInByLevelRun(db: Kysely<Database>, sessionId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('desk_children as c')
    .innerJoin('participants as p', 'p.id', 'c.participant_id')
    .select(['p.level', (eb) => eb.fn.countAll<string>().as('count')])
    .where('c.session_id', '=', sessionId)
    .where('c.checked_in', '=', true)
    .groupBy('p.level')
    .execute();
  return new Map(rows.map((row) => [row.level, Number(row.count)]));
}

/** What the desk recorded for a session, declared with the read model it reads. */
export const deskSessionState = defineQuery({
  readModels: [DESK_ARRIVALS_READ_MODEL],
  run: deskSessionStateRun,
});

/** Children in the group by level, declared with the read models it reads. */
export const childrenInByLevel = defineQuery({
  readModels: [DESK_ARRIVALS_READ_MODEL, PARTICIPANTS_READ_MODEL],
  run: childrenInByLevelRun,
});
