import type { Command, Decider } from '@cenacle/shared-domain';
import {
  type Building,
  DEFAULT_BED_NUMBER,
  type Room,
  retreatCenterDecider,
  retreatCenterStream,
} from '@cenacle/shared-domain/lodging';
import {
  type SchoolSessionEvent,
  type SchoolSessionState,
  schoolSessionDecider,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import { DEMO_BRANCH, DEMO_SESSION, type DemoSeed } from '../seed/demo-seed.ts';

const room = (
  seed: DemoSeed,
  roomNumber: number,
  beds: number,
  floor: number,
  extra: Partial<Room> = {},
): Room => ({
  id: seed.newId(),
  name: `Pokój ${roomNumber}`,
  description: '',
  beds,
  roomNumber,
  bedNumber: DEFAULT_BED_NUMBER,
  spaceForMattress: false,
  bathroom: ['WASHBASIN'],
  floor,
  ...extra,
});

const demoBuildings = (seed: DemoSeed): Building[] => [
  {
    id: seed.newId(),
    name: 'Dom główny',
    photo: null,
    lift: true,
    attachments: [],
    description: 'Kaplica, jadalnia i pokoje gościnne.',
    rooms: [
      room(seed, 1, 2, 0, { bathroom: ['SHOWER', 'TOILET', 'WASHBASIN'] }),
      room(seed, 2, 3, 1, { spaceForMattress: true }),
      room(seed, 3, 4, 1, { description: 'Pokój rodzinny z widokiem na ogród.' }),
    ],
  },
  {
    id: seed.newId(),
    name: 'Pustelnia',
    photo: null,
    lift: false,
    attachments: [],
    description: 'Mały dom w ogrodzie, pokoje na piętrze.',
    rooms: [room(seed, 11, 2, 1), room(seed, 12, 2, 1, { spaceForMattress: true })],
  },
];

type UseCenter = Command<'UseRetreatCenter', { readonly sessionId: string; readonly centerId: string }>;

/** The demo session's public page saved again, as it stands, with the demo centre in it. */
const useCenter: Decider<UseCenter, SchoolSessionEvent, SchoolSessionState> = {
  initialState: schoolSessionDecider.initialState,
  evolve: schoolSessionDecider.evolve,
  decide(command, state) {
    if (state.status !== 'planned' || !state.publicSession) return [];
    const { sessionId, centerId } = command.data;
    return [
      { type: 'PublicSessionSaved', data: { ...state.publicSession, sessionId, retreatCenterId: centerId } },
    ];
  },
};

/** A retreat centre of the demo branch with two buildings and a few rooms, where the demo session takes place. */
export async function seedLodging(seed: DemoSeed): Promise<void> {
  const centerId = seed.newId();
  await seed.run(retreatCenterDecider, retreatCenterStream(centerId), {
    type: 'SaveRetreatCenter',
    data: {
      centerId,
      expectedVersion: null,
      branchId: seed.id(DEMO_BRANCH),
      name: 'Dom Rekolekcyjny „Wieczernik”',
      contact: 'recepcja@wieczernik.example, +48 12 000 00 01',
      country: 'POL',
      city: 'Kraków',
      address: 'ul. Spokojna 1, 30-001 Kraków',
      description: 'Dom rekolekcyjny z kaplicą i ogrodem.',
      buildings: demoBuildings(seed),
    },
  });
  const sessionId = seed.id(DEMO_SESSION);
  await seed.run(useCenter, sessionStream(sessionId), {
    type: 'UseRetreatCenter',
    data: { sessionId, centerId },
  });
}
