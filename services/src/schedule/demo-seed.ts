import { type ScheduleItemType, scheduleDecider, scheduleStream } from '@cenacle/shared-domain/schedule';
import { DEMO_ADMIN, DEMO_SESSION, type DemoSeed } from '../seed/demo-seed.ts';

const DAY_MS = 86_400_000;

/** The first day of the demo winter session (it starts two weeks after the seed, see organisation). */
const DAY: readonly [string, ScheduleItemType | null][] = [
  ['Śniadanie', 'BREAKFAST'],
  ['Jutrznia i medytacja', 'MEDITATION'],
  ['Konferencja 1', 'CONFERENCE'],
  ['Przerwa', 'BREAK'],
  ['Msza święta', 'MASS'],
  ['Obiad', 'LUNCH'],
  ['Grupy', 'GROUPS'],
  ['Konferencja 2', 'CONFERENCE'],
  ['Kolacja', 'DINNER'],
  ['Uwielbienie', 'GLORIFY'],
];

/** The demo session's first day, its first conference led by the demo admin. */
export async function seedSchedule(seed: DemoSeed): Promise<void> {
  const sessionId = seed.id(DEMO_SESSION);
  const date = new Date(seed.clock().getTime() + 14 * DAY_MS).toISOString().slice(0, 10);
  const base = { sessionId, expectedVersion: null };
  let conference: string | null = null;
  for (const [name, type] of DAY) {
    const itemId = seed.newId();
    if (type === 'CONFERENCE' && !conference) conference = itemId;
    await seed.run(scheduleDecider, scheduleStream(sessionId), {
      type: 'AddScheduleItem',
      data: { ...base, itemId, date, name, type, durationSeconds: null },
    });
  }
  if (!conference) return;
  await seed.run(scheduleDecider, scheduleStream(sessionId), {
    type: 'AssignServantToScheduleItem',
    data: { ...base, itemId: conference, alternativeId: null, servantId: seed.id(DEMO_ADMIN) },
  });
}
