import type { Database } from '@cenacle/infra/db/schema.ts';
import { type PersonRef, personKey, UNKNOWN_AGE } from '@cenacle/shared-domain/lodging/rules';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';
import {
  GENDERS,
  type Gender,
  REGISTRATION_FORMS_READ_MODEL,
} from '@cenacle/shared-domain/registration/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/** A person of a session the room planner places: participants holding a place, their children, servants. */
export interface PlannerPerson {
  readonly person: PersonRef;
  readonly firstname: string;
  readonly lastname: string;
  readonly priceMinor: number;
  /** -1 when not known. */
  readonly age: number;
  readonly gender: Gender | null;
  /** The `personKey` of a child's parent. */
  readonly parentKey: string | null;
}

/** The ids of the session form's GENDER and AGE questions: their answers tell the planner gender and age. */
async function personalQuestions(db: Kysely<Database>, sessionId: string) {
  const form = await db
    .selectFrom('registration_forms')
    .select('items')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  const items = form?.items ?? [];
  return {
    gender: new Set(items.filter((i) => i.type === 'GENDER').map((i) => i.id)),
    age: new Set(items.filter((i) => i.type === 'AGE').map((i) => i.id)),
  };
}

/**
 * Everyone of a session who needs a bed: registrations holding a place (a servant's is his account),
 * and their children. The waiting list and cancelled registrations sleep elsewhere.
 */
export const sessionPeople = defineQuery({
  readModels: [PARTICIPANTS_READ_MODEL, REGISTRATION_FORMS_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<PlannerPerson[]> => {
    const [questions, participants, children] = await Promise.all([
      personalQuestions(db, sessionId),
      db
        .selectFrom('participants')
        .select(['id', 'firstname', 'lastname', 'price_minor', 'user_id', 'questions'])
        .where('session_id', '=', sessionId)
        .where('status', '=', 'REGISTERED')
        .orderBy('lastname')
        .orderBy('firstname')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('participant_children as c')
        .innerJoin('participants as p', 'p.id', 'c.participant_id')
        .select([
          'c.id',
          'c.firstname',
          'c.lastname',
          'c.age',
          'c.price_minor',
          'p.id as parent_id',
          'p.user_id',
        ])
        .where('c.session_id', '=', sessionId)
        .where('p.status', '=', 'REGISTERED')
        .orderBy('c.lastname')
        .orderBy('c.firstname')
        .orderBy('c.id')
        .execute(),
    ]);
    const people: PlannerPerson[] = participants.map((row) => {
      const answer = (ids: ReadonlySet<string>) => row.questions.find((q) => ids.has(q.id))?.value.trim();
      const gender = answer(questions.gender);
      const age = answer(questions.age);
      return {
        person: row.user_id ? { type: 'servant', id: row.user_id } : { type: 'participant', id: row.id },
        firstname: row.firstname,
        lastname: row.lastname,
        priceMinor: Number(row.price_minor),
        age: age && /^\d{1,3}$/.test(age) ? Number(age) : UNKNOWN_AGE,
        gender: (GENDERS as readonly string[]).includes(gender ?? '') ? (gender as Gender) : null,
        parentKey: null,
      };
    });
    for (const row of children) {
      const parent: PersonRef = row.user_id
        ? { type: 'servant', id: row.user_id }
        : { type: 'participant', id: row.parent_id };
      people.push({
        person: { type: 'child', id: row.id },
        firstname: row.firstname,
        lastname: row.lastname,
        priceMinor: Number(row.price_minor),
        age: row.age,
        gender: null,
        parentKey: personKey(parent),
      });
    }
    return people;
  },
});
