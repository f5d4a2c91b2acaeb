/**
 * `npm run bench:lodging`: the room proposal (`proposeRooms`, the pure rule the API runs for
 * `GET /api/participant-rooms/proposal`) for a summer session of 300 people (families with children,
 * roommate and "not with" wishes, some needing a room without stairs) in 60 rooms of 4 buildings.
 * Prints the time per proposal (p50, p95, max over the runs) and what it placed. Aim: p95 under 100 ms,
 * so the planner's "Propose" answers at once.
 */

import { orExit, positive, readWholeNumbers } from '@cenacle/infra/config/settings.ts';
import { type ProposalInput, type ProposalPerson, proposeRooms } from '@cenacle/shared-domain/lodging/rules';
import { percentile } from './bench-api.ts';

const { BENCH_PEOPLE: PEOPLE } = orExit(() => readWholeNumbers(process.env, { BENCH_PEOPLE: positive(300) }));
const { BENCH_ROOMS: ROOMS } = orExit(() => readWholeNumbers(process.env, { BENCH_ROOMS: positive(60) }));
const { BENCH_RUNS: RUNS } = orExit(() => readWholeNumbers(process.env, { BENCH_RUNS: positive(50) }));

/** A fixed pseudo-random sequence: every run of the bench measures the same session. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function session(): ProposalInput {
  const random = sequence(11);
  const rooms = Array.from({ length: ROOMS }, (_, i) => ({
    id: `room-${i}`,
    buildingId: `building-${i % 4}`,
    beds: 2 + Math.floor(random() * 5),
    spaceForMattress: random() < 0.3,
    stepFree: i % 4 === 0 || random() < 0.15,
  }));
  const people: ProposalPerson[] = [];
  while (people.length < PEOPLE) {
    const i = people.length;
    const adult: ProposalPerson = {
      key: `participant:${i}`,
      gender: random() < 0.5 ? 'MALE' : 'FEMALE',
      parentKey: null,
      roommates: random() < 0.2 ? [`participant:${Math.floor(random() * PEOPLE)}`] : [],
      notWith: random() < 0.05 ? [`participant:${Math.floor(random() * PEOPLE)}`] : [],
      needsStepFree: random() < 0.05,
    };
    people.push(adult);
    // Every tenth adult comes with one to three children.
    if (i % 10 === 0) {
      const children = 1 + Math.floor(random() * 3);
      for (let c = 0; c < children && people.length < PEOPLE; c++) {
        people.push({
          ...adult,
          key: `child:${i}-${c}`,
          gender: null,
          parentKey: adult.key,
          roommates: [],
          notWith: [],
        });
      }
    }
  }
  return { rooms, people, placed: new Map() };
}

const input = session();
const times: number[] = [];
let last = proposeRooms(input);
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  last = proposeRooms(input);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const beds = input.rooms.reduce((sum, r) => sum + r.beds, 0);
const mattresses = input.rooms.filter((r) => r.spaceForMattress).length;
console.log(
  `session: ${input.people.length} people, ${input.rooms.length} rooms in 4 buildings, ${beds} beds + ${mattresses} mattress spaces`,
);
console.log(
  `proposal: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms over ${RUNS} runs`,
);
console.log(
  `placed ${last.placements.length} (${last.placements.filter((p) => p.mattress).length} on mattresses), unplaced ${last.unplaced.length}, wishes not kept ${last.unhonoured.length}`,
);
