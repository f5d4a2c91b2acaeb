import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ProposalInput, type ProposalPerson, proposeRooms } from './proposal.rules.ts';

/** Sessions of up to 40 people and 12 rooms, some already placed, with families and wishes. */
const inputs: fc.Arbitrary<ProposalInput> = fc
  .record({
    rooms: fc.array(
      fc.record({
        beds: fc.integer({ min: 0, max: 6 }),
        spaceForMattress: fc.boolean(),
        stepFree: fc.boolean(),
      }),
      { minLength: 1, maxLength: 12 },
    ),
    people: fc.array(
      fc.record({
        gender: fc.constantFrom('MALE', 'FEMALE', null),
        parent: fc.option(fc.nat(39), { nil: null }),
        roommates: fc.array(fc.nat(39), { maxLength: 2 }),
        notWith: fc.array(fc.nat(39), { maxLength: 2 }),
        needsStepFree: fc.boolean(),
        placedIn: fc.option(fc.nat(11), { nil: null }),
      }),
      { maxLength: 40 },
    ),
  })
  .map(({ rooms, people }) => {
    const keys = people.map((_, i) => `p${i}`);
    const adults = new Set(keys.filter((_, i) => people[i]?.parent === null));
    const persons: ProposalPerson[] = people.map((p, i) => {
      const parentKey =
        p.parent !== null && p.parent !== i && adults.has(`p${p.parent}`) ? `p${p.parent}` : null;
      return {
        key: `p${i}`,
        gender: parentKey ? null : p.gender,
        parentKey,
        roommates: p.roommates.filter((r) => r < people.length && r !== i).map((r) => `p${r}`),
        notWith: p.notWith.filter((r) => r < people.length && r !== i).map((r) => `p${r}`),
        needsStepFree: p.needsStepFree,
      };
    });
    const proposalRooms = rooms.map((r, i) => ({ id: `r${i}`, buildingId: `b${i % 3}`, ...r }));
    // Already placed: within each room's capacity, as staff would have left it.
    const placed = new Map<string, string>();
    const used = new Map<string, number>();
    people.forEach((p, i) => {
      const room = p.placedIn === null ? undefined : proposalRooms[p.placedIn];
      if (!room) return;
      const count = used.get(room.id) ?? 0;
      if (count >= room.beds + (room.spaceForMattress ? 1 : 0)) return;
      used.set(room.id, count + 1);
      placed.set(`p${i}`, room.id);
    });
    return { rooms: proposalRooms, people: persons, placed };
  });

describe('The room proposal, for any session', () => {
  it('places nobody twice, nobody already placed, and everyone else or says why not', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const proposal = proposeRooms(input);
        const placedNow = proposal.placements.map((p) => p.personKey);
        expect(new Set(placedNow).size).toBe(placedNow.length);
        for (const key of placedNow) expect(input.placed.has(key)).toBe(false);
        const accounted = new Set([
          ...placedNow,
          ...proposal.unplaced.map((u) => u.personKey),
          ...input.placed.keys(),
        ]);
        expect(accounted.size).toBe(input.people.length);
      }),
    );
  });

  it('fills no room beyond its beds and mattress space, and mattresses only when the beds are taken', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const proposal = proposeRooms(input);
        for (const room of input.rooms) {
          const before = [...input.placed.values()].filter((id) => id === room.id).length;
          const added = proposal.placements.filter((p) => p.roomId === room.id);
          if (added.length === 0) continue;
          expect(before + added.length).toBeLessThanOrEqual(room.beds + (room.spaceForMattress ? 1 : 0));
          expect(added.filter((p) => !p.mattress).length).toBeLessThanOrEqual(
            Math.max(0, room.beds - before),
          );
        }
      }),
    );
  });

  it('keeps every hard rule: children with their parents, one gender per other room, step-free needs', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const proposal = proposeRooms(input);
        const roomOf = new Map(input.placed);
        for (const p of proposal.placements) roomOf.set(p.personKey, p.roomId);
        const people = new Map(input.people.map((p) => [p.key, p]));
        const stepFree = new Map(input.rooms.map((r) => [r.id, r.stepFree]));
        for (const placement of proposal.placements) {
          const person = people.get(placement.personKey) as ProposalPerson;
          if (person.needsStepFree) expect(stepFree.get(placement.roomId)).toBe(true);
          if (person.parentKey && roomOf.has(person.parentKey)) {
            expect(roomOf.get(person.parentKey)).toBe(placement.roomId);
          }
          const roommates = [...roomOf]
            .filter(([, id]) => id === placement.roomId)
            .map(([k]) => people.get(k));
          const family =
            person.parentKey ?? (input.people.some((o) => o.parentKey === person.key) ? person.key : null);
          // A child joins its parent wherever staff put the parent: the family's room is the parent's.
          const anchored =
            family !== null &&
            [...input.placed].some(
              ([key, id]) =>
                id === placement.roomId && (key === family || people.get(key)?.parentKey === family),
            );
          for (const other of anchored ? [] : roommates) {
            if (!other) continue;
            const otherFamily =
              other.parentKey ?? (input.people.some((o) => o.parentKey === other.key) ? other.key : null);
            if (family !== null) expect(otherFamily).toBe(family);
            else expect([otherFamily, other.gender]).toEqual([null, person.gender]);
          }
        }
      }),
    );
  });

  it('reports every child left apart from its parent, and leaves one apart only where staff split the family', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const proposal = proposeRooms(input);
        const roomOf = new Map(input.placed);
        for (const p of proposal.placements) roomOf.set(p.personKey, p.roomId);
        const apart = input.people.filter(
          (p) => p.parentKey !== null && roomOf.has(p.key) && roomOf.has(p.parentKey),
        );
        const split = apart
          .filter((p) => roomOf.get(p.key) !== roomOf.get(p.parentKey as string))
          .map((p) => ({
            personKey: p.key,
            rule: 'CHILD_WITH_PARENT',
            otherKey: p.parentKey,
            reason: 'PLACED_APART_BY_STAFF',
          }));
        expect(proposal.unkept).toEqual(split);
        // Staff split it: the child and its parent were both placed, or the parent the proposal placed
        // joined another of its children staff had placed.
        for (const { personKey, otherKey } of split) {
          const staffPlacedChildren = input.people.filter(
            (p) => p.parentKey === otherKey && input.placed.has(p.key),
          );
          expect(input.placed.has(personKey)).toBe(true);
          if (!input.placed.has(otherKey as string)) {
            expect(staffPlacedChildren.map((c) => input.placed.get(c.key))).toContain(
              roomOf.get(otherKey as string),
            );
          }
        }
      }),
    );
  });

  it('reports every broken "not with" wish and every roommate wish not kept', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const proposal = proposeRooms(input);
        const roomOf = new Map(input.placed);
        for (const p of proposal.placements) roomOf.set(p.personKey, p.roomId);
        const reported = new Set(proposal.unhonoured.map((u) => `${u.wish}:${u.personKey}:${u.otherKey}`));
        const newly = new Set(proposal.placements.map((p) => p.personKey));
        for (const person of input.people) {
          for (const other of person.notWith) {
            const together = roomOf.has(person.key) && roomOf.get(person.key) === roomOf.get(other);
            if (together && (newly.has(person.key) || newly.has(other))) {
              expect(reported.has(`NOT_WITH:${person.key}:${other}`)).toBe(true);
            }
          }
          if (input.placed.has(person.key)) continue;
          for (const other of person.roommates) {
            const together = roomOf.has(person.key) && roomOf.get(person.key) === roomOf.get(other);
            if (!together) expect(reported.has(`ROOMMATE:${person.key}:${other}`)).toBe(true);
          }
        }
      }),
    );
  });
});
