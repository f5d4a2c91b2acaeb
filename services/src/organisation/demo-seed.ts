import {
  branchDecider,
  branchStream,
  schoolSessionDecider,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import { DEMO_BRANCH, DEMO_SESSION, type DemoSeed } from '../seed/demo-seed.ts';

const DAY_MS = 86_400_000;

/** The demo branch, and a winter session of it two weeks from now. */
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
    },
  });
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
