import { describe, expect, it } from 'vitest';
import { type ProposalPerson, type ProposalRoom, proposeRooms } from './proposal.rules.ts';

const room = (id: string, beds: number, extra: Partial<ProposalRoom> = {}): ProposalRoom => ({
  id,
  buildingId: 'b',
  beds,
  spaceForMattress: false,
  stepFree: false,
  ...extra,
});
const person = (
  key: string,
  gender: 'MALE' | 'FEMALE' | null,
  extra: Partial<ProposalPerson> = {},
): ProposalPerson => ({
  key,
  gender,
  parentKey: null,
  roommates: [],
  notWith: [],
  needsStepFree: false,
  ...extra,
});
const roomsOf = (proposal: ReturnType<typeof proposeRooms>) =>
  Object.fromEntries(proposal.placements.map((p) => [p.personKey, p.roomId]));

describe('The room proposal', () => {
  it('keeps a family together in a room of its own', () => {
    const proposal = proposeRooms({
      rooms: [room('r1', 2), room('r2', 3)],
      people: [
        person('mum', 'FEMALE'),
        person('kid1', null, { parentKey: 'mum' }),
        person('kid2', null, { parentKey: 'mum' }),
        person('ola', 'FEMALE'),
      ],
      placed: new Map(),
    });
    const rooms = roomsOf(proposal);
    expect(rooms.mum).toBe('r2');
    expect([rooms.kid1, rooms.kid2]).toEqual(['r2', 'r2']);
    expect(rooms.ola).toBe('r1');
    expect(proposal.placements.find((p) => p.personKey === 'kid1')?.reasons).toContain('FAMILY');
  });

  it('puts a child with its parent already in a room', () => {
    const proposal = proposeRooms({
      rooms: [room('r1', 2), room('r2', 2)],
      people: [person('dad', 'MALE'), person('kid', null, { parentKey: 'dad' })],
      placed: new Map([['dad', 'r2']]),
    });
    expect(roomsOf(proposal)).toEqual({ kid: 'r2' });
  });

  it('never mixes genders outside families', () => {
    const proposal = proposeRooms({
      rooms: [room('r1', 4)],
      people: [person('jan', 'MALE'), person('ewa', 'FEMALE')],
      placed: new Map(),
    });
    expect(proposal.placements).toHaveLength(1);
    expect(proposal.unplaced).toEqual([{ personKey: 'ewa', reason: 'NO_PLACE' }]);
  });

  it('honours roommate wishes and reports those it cannot keep', () => {
    const proposal = proposeRooms({
      rooms: [room('r1', 2), room('r2', 2)],
      people: [
        person('a', 'MALE', { roommates: ['c'] }),
        person('b', 'MALE'),
        person('c', 'MALE'),
        person('d', 'MALE', { roommates: ['e'] }),
        person('e', 'FEMALE'),
      ],
      placed: new Map(),
    });
    const rooms = roomsOf(proposal);
    expect(rooms.a).toBe(rooms.c);
    expect(proposal.unhonoured).toContainEqual({ personKey: 'd', wish: 'ROOMMATE', otherKey: 'e' });
  });

  it('keeps "not with" wishes where it can', () => {
    const proposal = proposeRooms({
      rooms: [room('r1', 2), room('r2', 2)],
      people: [person('a', 'MALE', { notWith: ['b'] }), person('b', 'MALE'), person('c', 'MALE')],
      placed: new Map(),
    });
    const rooms = roomsOf(proposal);
    expect(rooms.a).not.toBe(rooms.b);
    expect(proposal.unhonoured).toEqual([]);
  });

  it('gives step-free rooms to those who need them, or says why not', () => {
    const proposal = proposeRooms({
      rooms: [room('upstairs', 2), room('ground', 1, { stepFree: true })],
      people: [
        person('x', 'MALE'),
        person('y', 'MALE', { needsStepFree: true }),
        person('z', 'FEMALE', { needsStepFree: true }),
      ],
      placed: new Map(),
    });
    expect(roomsOf(proposal)).toMatchObject({ y: 'ground', x: 'upstairs' });
    expect(proposal.unplaced).toEqual([{ personKey: 'z', reason: 'NO_STEP_FREE_ROOM' }]);
  });

  it('uses mattresses only once the beds have run out', () => {
    const proposal = proposeRooms({
      rooms: [room('r1', 1, { spaceForMattress: true }), room('r2', 1)],
      people: [person('a', 'MALE'), person('b', 'MALE'), person('c', 'MALE')],
      placed: new Map(),
    });
    const mattress = proposal.placements.filter((p) => p.mattress);
    expect(proposal.placements).toHaveLength(3);
    expect(mattress).toHaveLength(1);
    expect(mattress[0]?.reasons).toContain('MATTRESS');
  });

  it('leaves someone of unknown gender to the planner, with the reason', () => {
    const proposal = proposeRooms({ rooms: [room('r1', 2)], people: [person('q', null)], placed: new Map() });
    expect(proposal.unplaced).toEqual([{ personKey: 'q', reason: 'GENDER_UNKNOWN' }]);
  });

  it('reports a family too big for any room', () => {
    const proposal = proposeRooms({
      rooms: [room('r1', 2)],
      people: [
        person('p', 'MALE'),
        person('k1', null, { parentKey: 'p' }),
        person('k2', null, { parentKey: 'p' }),
      ],
      placed: new Map(),
    });
    expect(proposal.placements).toEqual([]);
    expect(proposal.unplaced.map((u) => u.reason)).toEqual([
      'NO_ROOM_FOR_FAMILY',
      'NO_ROOM_FOR_FAMILY',
      'NO_ROOM_FOR_FAMILY',
    ]);
  });
});

describe('The room proposal, with part of a family already placed', () => {
  it('brings the parent and the other children to the room of the child already there', () => {
    const proposal = proposeRooms({
      rooms: [room('r1', 4), room('r2', 3)],
      people: [
        person('dad', 'MALE'),
        person('kid1', null, { parentKey: 'dad' }),
        person('kid2', null, { parentKey: 'dad' }),
      ],
      placed: new Map([['kid1', 'r2']]),
    });
    expect(roomsOf(proposal)).toEqual({ dad: 'r2', kid2: 'r2' });
  });
});

describe('The room proposal, when a hard rule and a wish disagree', () => {
  it("keeps a child with its parent even against the child's 'not with' wish, and reports the wish", () => {
    const proposal = proposeRooms({
      rooms: [room('r1', 2), room('r2', 2)],
      people: [person('dad', 'MALE'), person('kid', null, { parentKey: 'dad', notWith: ['dad'] })],
      placed: new Map(),
    });
    const rooms = roomsOf(proposal);
    expect(rooms.kid).toBe(rooms.dad);
    expect(proposal.unhonoured).toEqual([{ personKey: 'kid', wish: 'NOT_WITH', otherKey: 'dad' }]);
    expect(proposal.unkept).toEqual([]);
  });
});

describe('The room proposal, with a family staff placed apart', () => {
  it('puts a further child with its parent, not its sibling, and reports the split staff made', () => {
    const proposal = proposeRooms({
      rooms: [room('r1', 3), room('r2', 3)],
      people: [
        person('kid1', null, { parentKey: 'mum' }),
        person('kid2', null, { parentKey: 'mum' }),
        person('mum', 'FEMALE'),
      ],
      placed: new Map([
        ['kid1', 'r1'],
        ['mum', 'r2'],
      ]),
    });
    expect(roomsOf(proposal)).toEqual({ kid2: 'r2' });
    expect(proposal.unkept).toEqual([
      { personKey: 'kid1', rule: 'CHILD_WITH_PARENT', otherKey: 'mum', reason: 'PLACED_APART_BY_STAFF' },
    ]);
  });

  it("leaves a further child unplaced when its parent's room is full, rather than with its sibling", () => {
    const proposal = proposeRooms({
      rooms: [room('r1', 3), room('r2', 1)],
      people: [
        person('kid1', null, { parentKey: 'mum' }),
        person('kid2', null, { parentKey: 'mum' }),
        person('mum', 'FEMALE'),
      ],
      placed: new Map([
        ['kid1', 'r1'],
        ['mum', 'r2'],
      ]),
    });
    expect(proposal.placements).toEqual([]);
    expect(proposal.unplaced).toEqual([{ personKey: 'kid2', reason: 'FAMILY_ROOM_FULL' }]);
    expect(proposal.unkept.map((u) => u.personKey)).toEqual(['kid1']);
  });

  it('leaves a child to the planner when staff put its parent in a room the centre no longer has', () => {
    const proposal = proposeRooms({
      rooms: [room('r1', 3)],
      people: [person('dad', 'MALE'), person('kid', null, { parentKey: 'dad' })],
      placed: new Map([['dad', 'gone']]),
    });
    expect(proposal.placements).toEqual([]);
    expect(proposal.unplaced).toEqual([{ personKey: 'kid', reason: 'NO_ROOM_FOR_FAMILY' }]);
  });
});
