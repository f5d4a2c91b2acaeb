import {
  branchDecider,
  branchStream,
  defaultRegistrationLink,
  NO_BRANCH_DETAILS,
  SCHOOL_LEVELS_STREAM,
  type SessionPriceType,
  schoolLevelsDecider,
  schoolSessionDecider,
  sessionPriceDecider,
  sessionPriceStream,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import { DEMO_BRANCH, DEMO_SESSION, type DemoSeed } from '../seed/demo-seed.ts';

const DAY_MS = 86_400_000;

/** The demo session's price list: an adult's stay, food and a discount, and children's food by age. */
const DEMO_PRICES: readonly {
  type: SessionPriceType;
  value: number;
  description: string;
  ageFrom: number | null;
  ageTo: number | null;
}[] = [
  { type: 'ACCOMMODATION', value: 240, description: 'Nocleg (3 noce)', ageFrom: null, ageTo: null },
  { type: 'FOOD', value: 150, description: 'Wyżywienie', ageFrom: null, ageTo: null },
  { type: 'DISCOUNT', value: 40, description: 'Zniżka wspólnotowa', ageFrom: null, ageTo: null },
  { type: 'FOOD', value: 60, description: 'Wyżywienie dziecka', ageFrom: 3, ageTo: 12 },
  { type: 'ACCOMMODATION', value: 90, description: 'Nocleg młodzieży', ageFrom: 13, ageTo: 17 },
];

/**
 * The demo branch (and a second one in München), the school levels, and a winter session of the branch
 * two weeks from now with its price list, published with a registration deadline four days before it
 * starts.
 */
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
  // A second branch abroad, so the public map shows more than one country. Its name sorts after the
  // demo branch's: tests take the first branch listed (by name) as the demo branch.
  const munichId = seed.id('branch-munich');
  await seed.run(branchDecider, branchStream(munichId), {
    type: 'CreateBranch',
    data: {
      branchId: munichId,
      name: 'Cenacle München',
      country: 'DEU',
      city: 'München',
      active: true,
      currencySign: '€',
      ...NO_BRANCH_DETAILS,
      email: 'muenchen@cenacle.example',
      longitude: 11.582,
      latitude: 48.1351,
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
  for (const price of DEMO_PRICES) {
    const priceId = seed.newId();
    await seed.run(sessionPriceDecider, sessionPriceStream(priceId), {
      type: 'AddSessionPrice',
      data: {
        priceId,
        sessionId,
        type: price.type,
        valueMinor: Math.round(price.value * 100),
        description: price.description,
        ageFrom: price.ageFrom,
        ageTo: price.ageTo,
      },
    });
  }
  await seed.run(schoolSessionDecider, sessionStream(sessionId), {
    type: 'SavePublicSession',
    data: {
      sessionId,
      expectedVersion: null,
      photo: null,
      address: 'Dom Rekolekcyjny, ul. Spokojna 1, Kraków',
      contact: 'krakow@cenacle.example, +48 12 000 00 00',
      description: '<p>Weekend formacyjny dla wszystkich poziomów szkoły.</p>',
      registrationLink: defaultRegistrationLink(sessionId),
      retreatCenterId: null,
      registrationDeadline: new Date(today + 10 * DAY_MS).toISOString(),
      capacity: 60,
    },
  });
}
