import type { Database } from '@cenacle/infra/db/schema.ts';
import type { Answer } from '@cenacle/shared-domain/participants/rules';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/** A registration as the CSV exports write it (minor units; children counted). */
export interface ExportedParticipant {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly level: string;
  readonly status: string;
  readonly presence: boolean;
  readonly priceMinor: number;
  readonly children: number;
  readonly questions: readonly Answer[];
  readonly registeredAt: string;
}

export interface ExportedChild {
  readonly firstname: string;
  readonly lastname: string;
  readonly age: number;
  readonly priceMinor: number;
  readonly parentFirstname: string;
  readonly parentLastname: string;
  readonly parentEmail: string;
  readonly parentStatus: string;
}

/**
 * Every registration of the session not cancelled (servants: only those of a staff account; the
 * others: only those without), by name. One query, no paging: an export is the whole list.
 */
export const participantsToExport = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string, servants: boolean): Promise<ExportedParticipant[]> => {
    const rows = await db
      .selectFrom('participants as p')
      .select((eb) => [
        'p.firstname',
        'p.lastname',
        'p.email',
        'p.level',
        'p.status',
        'p.presence',
        'p.price_minor',
        'p.questions',
        'p.registered_at',
        eb
          .selectFrom('participant_children as c')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('c.participant_id', '=', 'p.id')
          .as('children'),
      ])
      .where('p.session_id', '=', sessionId)
      .where('p.status', '<>', 'CANCELLED')
      .where('p.user_id', servants ? 'is not' : 'is', null)
      .orderBy('p.lastname')
      .orderBy('p.firstname')
      .orderBy('p.id')
      .execute();
    return rows.map((row) => ({
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      level: row.level,
      status: row.status,
      presence: row.presence,
      priceMinor: Number(row.price_minor),
      children: Number(row.children ?? 0),
      questions: row.questions,
      registeredAt: new Date(row.registered_at).toISOString(),
    }));
  },
});

/** The children of the session's registrations not cancelled, with the adult they came with. */
export const childrenToExport = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<ExportedChild[]> => {
    const rows = await db
      .selectFrom('participant_children as c')
      .innerJoin('participants as p', 'p.id', 'c.participant_id')
      .select([
        'c.firstname',
        'c.lastname',
        'c.age',
        'c.price_minor',
        'p.firstname as parent_firstname',
        'p.lastname as parent_lastname',
        'p.email as parent_email',
        'p.status as parent_status',
      ])
      .where('c.session_id', '=', sessionId)
      .where('p.status', '<>', 'CANCELLED')
      .orderBy('c.lastname')
      .orderBy('c.firstname')
      .orderBy('c.id')
      .execute();
    return rows.map((row) => ({
      firstname: row.firstname,
      lastname: row.lastname,
      age: row.age,
      priceMinor: Number(row.price_minor),
      parentFirstname: row.parent_firstname,
      parentLastname: row.parent_lastname,
      parentEmail: row.parent_email,
      parentStatus: row.parent_status,
    }));
  },
});
