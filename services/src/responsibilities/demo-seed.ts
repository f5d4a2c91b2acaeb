import {
  type ResponsibilityType,
  responsibilityDecider,
  responsibilityStream,
} from '@cenacle/shared-domain/responsibilities';
import { DEMO_SESSION, type DemoSeed } from '../seed/demo-seed.ts';

const DEMO_RESPONSIBILITIES: readonly {
  name: string;
  type: ResponsibilityType | null;
  level: string | null;
}[] = [
  { name: 'Prowadzenie sesji', type: 'SESSION_LEADER', level: null },
  { name: 'Rejestracja i rozliczenia', type: 'REGISTRATION_ACCOUNTING', level: null },
  { name: 'Opiekunowie poziomów', type: 'LEVEL_KEEPER', level: null },
  { name: 'Podział konferencji', type: 'CONFERENCE_DIVISION', level: null },
  { name: 'Muzyka i uwielbienie', type: null, level: null },
];

/** The demo session's responsibilities (its levels I, II and III are kept per level). */
export async function seedResponsibilities(seed: DemoSeed): Promise<void> {
  const sessionId = seed.id(DEMO_SESSION);
  for (const each of DEMO_RESPONSIBILITIES) {
    const responsibilityId = seed.newId();
    await seed.run(responsibilityDecider, responsibilityStream(responsibilityId), {
      type: 'AddResponsibility',
      data: { responsibilityId, sessionId, ...each },
    });
  }
}
