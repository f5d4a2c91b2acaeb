import type { Database } from '@cenacle/infra/db/schema.ts';
import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { Recorded } from '@cenacle/infra/runner/projector.ts';
import type {
  ParticipantChanged,
  ParticipantRegistered,
  RosterEvent,
} from '@cenacle/shared-domain/participants';
import { PARTICIPANTS_READ_MODEL, participantsEvents } from '@cenacle/shared-domain/participants';
import type { Transaction } from 'kysely';

type Trx = Transaction<Database>;

/** The details both a registration and a correction carry, as columns. */
function detailColumns(data: (ParticipantRegistered | ParticipantChanged)['data']) {
  return {
    firstname: data.firstname,
    lastname: data.lastname,
    email: data.email,
    level: data.level,
    questions: JSON.stringify(data.questions),
    price_minor: data.priceMinor,
  };
}

/**
 * Registrations' children are replaced as a whole: each event carries the resulting list. A
 * registration named twice keeps its last list, and an id repeated within one list its first child
 * (the roster refuses both now; events written before it did must still be stored).
 */
async function replaceChildren(
  trx: Trx,
  registrations: readonly (ParticipantRegistered | ParticipantChanged)['data'][],
): Promise<void> {
  if (registrations.length === 0) return;
  const latest = new Map(registrations.map((data) => [data.participantId, data]));
  await trx
    .deleteFrom('participant_children')
    .where('participant_id', 'in', [...latest.keys()])
    .execute();
  const children = [...latest.values()].flatMap((data) => {
    const seen = new Set<string>();
    return data.children.flatMap((child, ordinal) => {
      if (seen.has(child.childId)) return [];
      seen.add(child.childId);
      return [
        {
          id: child.childId,
          participant_id: data.participantId,
          session_id: data.sessionId,
          firstname: child.firstname,
          lastname: child.lastname,
          age: child.age,
          price_minor: child.priceMinor,
          ordinal,
        },
      ];
    });
  });
  if (children.length > 0) await trx.insertInto('participant_children').values(children).execute();
}

/**
 * New registrations in one statement (an import brings thousands in a few batches). An id seen twice
 * in a run (a replay) keeps its last values.
 */
async function registered(trx: Trx, events: readonly Recorded<ParticipantRegistered>[]): Promise<void> {
  const rows = new Map(
    events.map(({ data, metadata }) => [
      data.participantId,
      {
        id: data.participantId,
        ...detailColumns(data),
        session_id: data.sessionId,
        status: data.waiting ? 'WAITING' : 'REGISTERED',
        source: data.source,
        user_id: data.userId,
        language: data.language,
        registered_at: metadata.timestamp,
        updated_at: metadata.timestamp,
        presence: false,
      },
    ]),
  );
  await trx
    .insertInto('participants')
    .values([...rows.values()])
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        firstname: eb.ref('excluded.firstname'),
        lastname: eb.ref('excluded.lastname'),
        email: eb.ref('excluded.email'),
        level: eb.ref('excluded.level'),
        questions: eb.ref('excluded.questions'),
        price_minor: eb.ref('excluded.price_minor'),
        session_id: eb.ref('excluded.session_id'),
        status: eb.ref('excluded.status'),
        source: eb.ref('excluded.source'),
        user_id: eb.ref('excluded.user_id'),
        language: eb.ref('excluded.language'),
        registered_at: eb.ref('excluded.registered_at'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  await replaceChildren(
    trx,
    events.map((event) => event.data),
  );
}

/** Registrations of every session with their children (tables `participants`, `participant_children`). */
export const participantsProjector = defineProjector<RosterEvent>()({
  name: PARTICIPANTS_READ_MODEL,
  handles: [
    'ParticipantRegistered',
    'ParticipantChanged',
    'RegistrationCancelled',
    'ParticipantPromoted',
    'PresenceConfirmed',
    'IndexEntrySaved',
  ],
  tables: ['participants', 'participant_children'],
  events: participantsEvents,
  async apply(trx, events) {
    // Consecutive registrations are written together; everything else in order, one by one.
    let run: Recorded<ParticipantRegistered>[] = [];
    const flush = async () => {
      if (run.length > 0) await registered(trx, run);
      run = [];
    };
    for (const event of events) {
      if (event.type === 'ParticipantRegistered') {
        run.push(event);
        continue;
      }
      await flush();
      const at = event.metadata.timestamp;
      const update = (set: { status: string } | { presence: boolean } | { index_entry: string }) =>
        trx
          .updateTable('participants')
          .set({ ...set, updated_at: at })
          .where('id', '=', event.data.participantId)
          .execute();
      switch (event.type) {
        case 'ParticipantChanged':
          await trx
            .updateTable('participants')
            .set({ ...detailColumns(event.data), updated_at: at })
            .where('id', '=', event.data.participantId)
            .execute();
          await replaceChildren(trx, [event.data]);
          break;
        case 'RegistrationCancelled':
          await update({ status: 'CANCELLED' });
          break;
        case 'ParticipantPromoted':
          await update({ status: 'REGISTERED' });
          break;
        case 'PresenceConfirmed':
          await update({ presence: true });
          break;
        case 'IndexEntrySaved': {
          const { sessionId: _session, participantId: _participant, ...entry } = event.data;
          await update({ index_entry: JSON.stringify(entry) });
          break;
        }
        default: {
          const _never: never = event;
          return _never;
        }
      }
    }
    await flush();
  },
});
