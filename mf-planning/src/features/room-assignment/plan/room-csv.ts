import type { RoomPlannerPerson } from '@cenacle/shared-domain/lodging/contracts';
import Papa from 'papaparse';
import type { Plan } from './room-plan.ts';

/**
 * How the export names a column, a person's type and a gender, writes an age (an unknown one in
 * words) and an amount (the language's decimal separator): the page passes translations and Intl.
 */
export interface CsvTexts {
  readonly header: readonly [
    building: string,
    room: string,
    roomNumber: string,
    firstname: string,
    lastname: string,
    type: string,
    age: string,
    gender: string,
    price: string,
  ];
  readonly type: (type: RoomPlannerPerson['type']) => string;
  readonly gender: (gender: RoomPlannerPerson['gender']) => string;
  readonly age: (age: number | null | undefined) => string;
  readonly amount: (value: number) => string;
}

/** One row per person in a room, building by building, room by room, as the planner shows them (pure). */
export function roomListRows(plan: Plan, texts: CsvTexts): string[][] {
  return plan.buildings.flatMap((building) =>
    building.rooms.flatMap((room) =>
      room.persons.map((p) => [
        building.name,
        room.name,
        room.roomNumber === null ? '' : String(room.roomNumber),
        p.firstname,
        p.lastname,
        texts.type(p.type),
        texts.age(p.age),
        texts.gender(p.gender),
        texts.amount(p.price),
      ]),
    ),
  );
}

/** The room lists as CSV: semicolon separated (calls §9), with a header row. */
export function roomListCsv(plan: Plan, texts: CsvTexts): string {
  return Papa.unparse({ fields: [...texts.header], data: roomListRows(plan, texts) }, { delimiter: ';' });
}
