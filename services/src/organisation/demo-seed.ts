import {
  branchDecider,
  branchStream,
  NO_BRANCH_DETAILS,
  SCHOOL_LEVELS_STREAM,
  schoolLevelsDecider,
  schoolSessionDecider,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import { DEMO_BRANCH, DEMO_SESSION, type DemoSeed } from '../seed/demo-seed.ts';

const DAY_MS = 86_400_000;

/** The demo branch, the school levels, and a winter session of the branch two weeks from now. */
export async function seedOrganisation(seed: DemoSeed): Promise<void> {
  const branchId = seed.id(DEMO_BRANCH);
  await seed.run(branchDecider, branchStream(branchId), {
    type: 'CreateBranch',
    data: {
      branchId,
      name: 'Cenacle Kraków',
      country: 'POL',
      city: 'Kraków',
      active: true,
      currencySign: 'zł',
      ...NO_BRANCH_DETAILS,
      phone: '+48 12 000 00 00',
      email: 'krakow@cenacle.example',
      longitude: 19.945,
      latitude: 50.0647,
    },
  });
  for (const name of ['I', 'II', 'III']) {
    await seed.run(schoolLevelsDecider, SCHOOL_LEVELS_STREAM, { type: 'AddSchoolLevel', data: { name } });
  }
  const today = seed.clock().getTime();
  const inDays = (days: number) => new Date(today + days * DAY_MS).toISOString().slice(0, 10);
  const sessionId = seed.id(DEMO_SESSION);
  await seed.run(schoolSessionDecider, sessionStream(sessionId), {
    type: 'CreateSchoolSession',
    data: {
      sessionId,
      branchId,
      season: 'WINTER',
      dateFrom: inDays(14),
      dateTo: inDays(16),
      levels: [{ name: 'I' }, { name: 'II' }, { name: 'III' }],
    },
  });
}
