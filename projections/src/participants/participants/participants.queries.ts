import type { Database } from '@cenacle/infra/db/schema.ts';
import { DEFAULT_LANG_KEY, fromMinorUnits, isLangKey } from '@cenacle/shared-domain';
import type {
  Participant,
  ParticipantPage,
  ParticipantSummary,
  SessionParticipation,
  SessionServant,
} from '@cenacle/shared-domain/participants';
import {
  emailKey,
  PARTICIPANTS_READ_MODEL,
  type ParticipantStatus,
  type RegistrationSource,
} from '@cenacle/shared-domain/participants/rules';
import { type Kysely, sql } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

export interface ParticipantFilter {
  readonly level?: string | undefined;
  /** Matches first name, last name or e-mail address, any case. */
  readonly text?: string | undefined;
  readonly status?: ParticipantStatus | undefined;
  readonly ids?: readonly string[] | undefined;
  readonly page: number;
  readonly size: number;
}

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Kysely<Database>, sessionId: string, filter: Omit<ParticipantFilter, 'page' | 'size'>) {
  let query = db.selectFrom('participants as p').where('p.session_id', '=', sessionId);
  // Named by id, cancelled registrations are found too (a payment may name one).
  if (filter.status) query = query.where('p.status', '=', filter.status);
  else if (!filter.ids) query = query.where('p.status', '<>', 'CANCELLED');
  if (filter.level) query = query.where('p.level', '=', filter.level);
  if (filter.ids)
    query = filter.ids.length > 0 ? query.where('p.id', 'in', filter.ids) : query.where(sql<boolean>`false`);
  if (filter.text) {
    const pattern = likePattern(filter.text);
    query = query.where((eb) =>
      eb.or([
        eb('p.firstname', 'ilike', pattern),
        eb('p.lastname', 'ilike', pattern),
        eb('p.email', 'ilike', pattern),
        eb(sql<string>`p.firstname || ' ' || p.lastname`, 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** The counts above the list: the session's registrations holding a place, whatever the filters (one round trip). */
async function summaryOf(db: Kysely<Database>, sessionId: string): Promise<ParticipantSummary> {
  const { rows } = await sql<
    Omit<ParticipantSummary, 'perLevel'> & { perLevel: ParticipantSummary['perLevel'] }
  >`
    select
      count(*) filter (where status = 'REGISTERED')::int as participants,
      count(*) filter (where status = 'REGISTERED' and user_id is not null)::int as servants,
      count(*) filter (where status = 'REGISTERED' and presence)::int as present,
      count(*) filter (where status = 'WAITING')::int as waiting,
      (select count(*)::int from participant_children c
         join participants h on h.id = c.participant_id
        where c.session_id = ${sessionId} and h.status = 'REGISTERED') as children,
      (select coalesce(json_agg(json_build_object('level', level, 'count', n) order by level), '[]'::json)
         from (select level, count(*)::int as n from participants
                where session_id = ${sessionId} and status = 'REGISTERED' group by level) as levels) as "perLevel"
    from participants where session_id = ${sessionId}`.execute(db);
  return rows[0] as ParticipantSummary;
}

/** `GET /api/session-registrations/{id}`: one page of a session's participants and the counts. */
export const listParticipants = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL],
  run: async (
    db: Kysely<Database>,
    sessionId: string,
    filter: ParticipantFilter,
  ): Promise<ParticipantPage> => {
    const base = filtered(db, sessionId, filter);
    const [rows, summary] = await Promise.all([
      base
        .selectAll('p')
        .select(sql<number>`count(*) over ()`.as('total'))
        .orderBy('p.lastname')
        .orderBy('p.firstname')
        .orderBy('p.id')
        .limit(filter.size)
        .offset(filter.page * filter.size)
        .execute(),
      summaryOf(db, sessionId),
    ]);
    // A page past the end has no row to carry the total: count apart only then.
    const total =
      rows.length > 0
        ? Number(rows[0]?.total)
        : filter.page === 0
          ? 0
          : (await base.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow()).count;
    const children = await childrenOf(
      db,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((row) => toParticipant(row, children.get(row.id) ?? [])),
      total,
      page: filter.page,
      size: filter.size,
      summary,
    };
  },
});

/** The names (`first last`) of the registrations among these ids that exist, in one query. */
export const participantNames = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL],
  run: async (db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> => {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .selectFrom('participants')
      .select(['id', 'firstname', 'lastname'])
      .where('id', 'in', wanted)
      .execute();
    return new Map(rows.map((row) => [row.id, `${row.firstname} ${row.lastname}`.trim()]));
  },
});

/** One participant, or null when unknown. */
export const participantById = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL],
  run: async (db: Kysely<Database>, participantId: string): Promise<Participant | null> => {
    const row = await db
      .selectFrom('participants')
      .selectAll()
      .where('id', '=', participantId)
      .executeTakeFirst();
    if (!row) return null;
    const children = await childrenOf(db, [row.id]);
    return toParticipant(row, children.get(row.id) ?? []);
  },
});

type ChildRow = Awaited<ReturnType<typeof childRows>>[number];
const childRows = (db: Kysely<Database>, participantIds: readonly string[]) =>
  db
    .selectFrom('participant_children')
    .select(['id', 'participant_id', 'firstname', 'lastname', 'age', 'price_minor'])
    .where('participant_id', 'in', participantIds)
    .orderBy('participant_id')
    .orderBy('ordinal')
    .execute();

async function childrenOf(db: Kysely<Database>, participantIds: readonly string[]) {
  const byParticipant = new Map<string, ChildRow[]>();
  if (participantIds.length === 0) return byParticipant;
  for (const child of await childRows(db, participantIds)) {
    const list = byParticipant.get(child.participant_id) ?? [];
    list.push(child);
    byParticipant.set(child.participant_id, list);
  }
  return byParticipant;
}

type ParticipantRow = Awaited<ReturnType<typeof participantRow>>;
const participantRow = (db: Kysely<Database>) =>
  db.selectFrom('participants').selectAll().executeTakeFirstOrThrow();

function toParticipant(row: ParticipantRow, children: readonly ChildRow[]): Participant {
  return {
    id: { value: row.id },
    session: { value: row.session_id },
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    level: row.level,
    questions: row.questions.map((answer) => ({ id: { value: answer.id }, value: answer.value })),
    // Spec §3 Child: its session and its parents (the registration, and the servant it is of).
    children: children.map((child) => ({
      id: { value: child.id },
      sessionId: { value: row.session_id },
      parentServant: row.user_id ? { value: row.user_id } : null,
      parentParticipant: { value: row.id },
      firstname: child.firstname,
      lastname: child.lastname,
      age: child.age,
      price: fromMinorUnits(Number(child.price_minor)),
    })),
    presence: row.presence,
    price: fromMinorUnits(Number(row.price_minor)),
    status: row.status as ParticipantStatus,
    source: row.source as RegistrationSource,
    language: isLangKey(row.language) ? row.language : DEFAULT_LANG_KEY,
    userId: row.user_id ? { value: row.user_id } : null,
    registeredAt: new Date(row.registered_at).toISOString(),
    // Spec §3 Index book entry: level, season, date, place, branchId, email, sessionId.
    index: row.index_entry
      ? {
          ...row.index_entry,
          branchId: { value: row.index_entry.branchId },
          email: row.email,
          sessionId: { value: row.session_id },
        }
      : null,
  };
}

/** `GET /api/session-servants?session=`: the servants registered on a session, by name. */
export const sessionServants = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<SessionServant[]> => {
    const rows = await db
      .selectFrom('participants')
      .select(['id', 'user_id', 'firstname', 'lastname', 'email', 'presence', 'status'])
      .where('session_id', '=', sessionId)
      .where('user_id', 'is not', null)
      .where('status', '<>', 'CANCELLED')
      .orderBy('lastname')
      .orderBy('firstname')
      .execute();
    return rows.map((row) => ({
      servant: { value: row.user_id ?? '' },
      participant: { value: row.id },
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      presence: row.presence,
      status: row.status as ParticipantStatus,
    }));
  },
});

/**
 * Whether a signed-in person is registered on a session: through their account or, as the roster
 * decides presence, with their address.
 */
export const participationOf = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL],
  run: async (
    db: Kysely<Database>,
    sessionId: string,
    person: { readonly userId: string; readonly email: string },
  ): Promise<SessionParticipation> => {
    const row = await db
      .selectFrom('participants')
      .select(['presence', 'status'])
      .where('session_id', '=', sessionId)
      .where('status', '<>', 'CANCELLED')
      .where((eb) => eb.or([eb('user_id', '=', person.userId), eb('email', '=', emailKey(person.email))]))
      .orderBy(sql`coalesce(user_id = ${person.userId}, false)`, 'desc')
      .executeTakeFirst();
    return {
      participant: row !== undefined,
      presence: row?.presence ?? false,
      waiting: row?.status === 'WAITING',
    };
  },
});

/**
 * Places the session's registrations hold: each registered person and each of their children, as
 * the roster counts them against the capacity (`placesOf`).
 */
export const placesTaken = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<number> => {
    const { rows } = await sql<{ taken: number }>`
      select (count(*) + coalesce(sum((select count(*) from participant_children c where c.participant_id = p.id)), 0))::int as taken
        from participants p
       where p.session_id = ${sessionId} and p.status = 'REGISTERED'`.execute(db);
    return rows[0]?.taken ?? 0;
  },
});
