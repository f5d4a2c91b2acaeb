import { rosterDecider, rosterStream } from '@cenacle/shared-domain/participants';
import { DEMO_SESSION, type DemoSeed } from '../seed/demo-seed.ts';

const DEMO_PARTICIPANTS = [
  {
    firstname: 'Marta',
    lastname: 'Zielińska',
    email: 'marta.zielinska@example.org',
    level: 'I',
    children: [],
  },
  {
    firstname: 'Tomasz',
    lastname: 'Wiśniewski',
    email: 'tomasz.wisniewski@example.org',
    level: 'II',
    children: [
      { firstname: 'Zosia', lastname: 'Wiśniewska', age: 8 },
      { firstname: 'Antek', lastname: 'Wiśniewski', age: 5 },
    ],
  },
  { firstname: 'Ewa', lastname: 'Kamińska', email: 'ewa.kaminska@example.org', level: 'II', children: [] },
  {
    firstname: 'Paweł',
    lastname: 'Lewandowski',
    email: 'pawel.lewandowski@example.org',
    level: 'III',
    children: [],
  },
] as const;

/** A few participants of the demo session, one family with children among them. */
export async function seedParticipants(seed: DemoSeed): Promise<void> {
  const sessionId = seed.id(DEMO_SESSION);
  for (const person of DEMO_PARTICIPANTS) {
    await seed.run(rosterDecider, rosterStream(sessionId), {
      type: 'RegisterParticipant',
      data: {
        sessionId,
        participantId: seed.newId(),
        firstname: person.firstname,
        lastname: person.lastname,
        email: person.email,
        level: person.level,
        questions: [],
        children: person.children.map((child) => ({ ...child, childId: seed.newId(), priceMinor: 0 })),
        priceMinor: 0,
        source: 'STAFF',
        userId: null,
        language: 'pl',
        window: { capacity: null, deadline: null },
      },
    });
  }
}
