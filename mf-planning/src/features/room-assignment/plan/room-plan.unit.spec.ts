import { describe, expect, it } from 'vitest';
import { inLocalOrder, sendToEnd } from './local-order.ts';
import { filterPool } from './pool-filter.ts';
import { roomListCsv, roomListRows } from './room-csv.ts';
import { keyOf, movePerson, type Plan, placeOf } from './room-plan.ts';

const person = (id: string, type: 'participant' | 'child' | 'servant', gender: 'male' | 'female' | null) => ({
  id: { value: id },
  type,
  firstname: `F${id}`,
  lastname: `L${id}`,
  price: 150,
  age: type === 'child' ? 7 : -1,
  gender,
});
const room = (id: string, beds: number, persons: ReturnType<typeof person>[], spaceForMattress = false) => ({
  id: { value: id },
  name: `Room ${id}`,
  description: '',
  beds,
  roomNumber: Number(id.replace(/\D/g, '')) || null,
  bedNumber: 1,
  spaceForMattress,
  bathroom: [],
  floor: 0,
  persons,
});
const ania = person('a', 'participant', 'female');
const bartek = person('b', 'servant', 'male');
const kid = person('c', 'child', null);

function plan(): Plan {
  return {
    retreatCenter: { id: { value: 'center' }, name: 'Centre' },
    buildings: [
      {
        id: { value: 'b1' },
        name: 'House',
        lift: false,
        freeBeds: 2,
        mattressSpaces: 1,
        rooms: [room('r1', 1, [bartek], true), room('r2', 2, [])],
      },
      {
        id: { value: 'b2' },
        name: 'Annex',
        lift: true,
        freeBeds: 1,
        mattressSpaces: 0,
        rooms: [room('r3', 1, [])],
      },
    ],
    unassigned: [ania, kid],
    elsewhere: [],
    counts: {
      unassigned: { participant: 1, child: 1, servant: 0, male: 0, female: 1, unknown: 1 },
      freeBeds: 3,
      mattressSpaces: 1,
    },
  };
}

describe('Room planner plan', () => {
  describe('when a person is moved', () => {
    it('adds from the pool to a room and recounts free beds and the pool', () => {
      const moved = movePerson(plan(), keyOf(ania), 'r2');
      expect(placeOf(moved, keyOf(ania))).toBe('r2');
      expect(moved.unassigned.map(keyOf)).toEqual([keyOf(kid)]);
      expect(moved.counts.unassigned).toMatchObject({ participant: 0, female: 0, child: 1, unknown: 1 });
      expect(moved.buildings[0]?.freeBeds).toBe(1);
      expect(moved.counts.freeBeds).toBe(2);
    });

    it('moves between rooms, and an overflowing room keeps no mattress space', () => {
      const first = movePerson(plan(), keyOf(ania), 'r1');
      expect(first.buildings[0]?.mattressSpaces).toBe(0);
      expect(first.counts.mattressSpaces).toBe(0);
      const second = movePerson(first, keyOf(ania), 'r3');
      expect(placeOf(second, keyOf(ania))).toBe('r3');
      expect(second.buildings[0]?.rooms[0]?.persons.map(keyOf)).toEqual([keyOf(bartek)]);
      expect(second.buildings[1]?.freeBeds).toBe(0);
      expect(second.counts.mattressSpaces).toBe(1);
    });

    it('takes a person back to the pool', () => {
      const back = movePerson(plan(), keyOf(bartek), 'pool');
      expect(placeOf(back, keyOf(bartek))).toBe('pool');
      expect(back.counts.unassigned).toMatchObject({ servant: 1, male: 1 });
      expect(back.counts.freeBeds).toBe(4);
    });

    it('leaves rooms and buildings the move does not touch as they were (their cards need not redraw)', () => {
      const before = plan();
      const moved = movePerson(before, keyOf(ania), 'r3');
      expect(moved.buildings[0]).toBe(before.buildings[0]);
      expect(moved.buildings[1]?.rooms[0]).not.toBe(before.buildings[1]?.rooms[0]);
    });

    it('changes nothing for someone it does not know', () => {
      const before = plan();
      expect(movePerson(before, 'participant:nobody', 'r1')).toBe(before);
    });
  });

  it('filters the pool by type and gender', () => {
    const pool = [ania, bartek, kid];
    expect(filterPool(pool, { type: 'all', gender: 'all' })).toHaveLength(3);
    expect(filterPool(pool, { type: 'child', gender: 'all' })).toEqual([kid]);
    expect(filterPool(pool, { type: 'all', gender: 'unknown' })).toEqual([kid]);
    expect(filterPool(pool, { type: 'participant', gender: 'male' })).toEqual([]);
  });

  it('reorders inside a room locally: a person dropped again in their room goes last', () => {
    const keys = (list: readonly { id: string }[]) => list.map((p) => p.id);
    const people = [{ id: 'x' }, { id: 'y' }, { id: 'z' }];
    const order = sendToEnd({}, 'r1', ['x', 'y', 'z'], 'x');
    expect(keys(inLocalOrder(people, (p) => p.id, order.r1))).toEqual(['y', 'z', 'x']);
    // Someone who arrived later than the order was made is shown after the ordered ones.
    expect(keys(inLocalOrder([...people, { id: 'w' }], (p) => p.id, order.r1))).toEqual(['y', 'z', 'x', 'w']);
  });

  describe('room lists as CSV', () => {
    const texts = {
      header: ['Budynek', 'Pokój', 'Nr', 'Imię', 'Nazwisko', 'Rodzaj', 'Wiek', 'Płeć', 'Cena'],
      type: (t: string) => t.toUpperCase(),
      gender: (g: string | null) => g ?? '?',
      age: (age: number | null | undefined) =>
        age === null || age === undefined || age < 0 ? 'wiek nieznany' : String(age),
      amount: (value: number) => value.toFixed(2).replace('.', ','),
    } as const;
    it('has a row per person in a room, building by building', () => {
      const placed = movePerson(plan(), keyOf(kid), 'r3');
      expect(roomListRows(placed, texts)).toEqual([
        ['House', 'Room r1', '1', 'Fb', 'Lb', 'SERVANT', 'wiek nieznany', 'male', '150,00'],
        ['Annex', 'Room r3', '3', 'Fc', 'Lc', 'CHILD', '7', '?', '150,00'],
      ]);
    });
    it('separates fields with semicolons and quotes a field holding one', () => {
      const named = plan();
      const withSemicolon = {
        ...named,
        buildings: [{ ...named.buildings[0]!, name: 'Dom; stary' }],
      } as Plan;
      const csv = roomListCsv(withSemicolon, texts).split('\r\n');
      expect(csv[0]).toBe('Budynek;Pokój;Nr;Imię;Nazwisko;Rodzaj;Wiek;Płeć;Cena');
      expect(csv[1]).toBe('"Dom; stary";Room r1;1;Fb;Lb;SERVANT;wiek nieznany;male;150,00');
    });
  });
});
