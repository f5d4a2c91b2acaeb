import { describe, expect, it } from 'vitest';
import { applyAction, localView } from './apply-action.ts';
import { person, roster, uuid } from './desk-fixtures.ts';

const ANNA = '10000000-0000-4000-8000-000000000001';
const PIOTR = '10000000-0000-4000-8000-000000000002';
const KASIA = '20000000-0000-4000-8000-000000000001';
const madeAt = '2026-11-29T18:00:00Z';

const base = roster([
  person(ANNA, {
    children: [
      {
        id: KASIA,
        firstname: 'Kasia',
        lastname: 'Kowalska',
        age: 6,
        checkedIn: false,
        pickupCodeDigest: null,
      },
    ],
  }),
  person(PIOTR, { firstname: 'Piotr', lastname: 'Nowak', paid: 100 }),
]);

describe('The desk’s local view', () => {
  it('marks a person present at once, and only that person', () => {
    const after = applyAction(base, {
      type: 'ConfirmPresence',
      commandId: uuid(),
      madeAt,
      participantId: ANNA,
    });
    expect(after.people.map((p) => p.present)).toEqual([true, false]);
    expect(base.people[0]?.present).toBe(false);
  });

  it('adds an income to what was paid and takes an expense off it, to the cent', () => {
    const pay = (value: number, category: 'BUY_IN' | 'LUNCHES') =>
      ({
        type: 'RecordPayment',
        commandId: uuid(),
        madeAt,
        participantId: PIOTR,
        paymentId: uuid(),
        value,
        category,
      }) as const;
    const after = localView(base, [pay(0.1, 'BUY_IN'), pay(0.2, 'BUY_IN'), pay(50, 'LUNCHES')]);
    expect(after.people[1]?.paid).toBe(50.3);
  });

  it('hands out a key', () => {
    const after = applyAction(base, { type: 'HandOutKey', commandId: uuid(), madeAt, participantId: PIOTR });
    expect(after.people[1]?.keyHandedOut).toBe(true);
  });

  it('checks a child in and out again', () => {
    const checkIn = {
      type: 'CheckInChild',
      commandId: uuid(),
      madeAt,
      participantId: ANNA,
      childId: KASIA,
      pickupCode: 'K7M4QX',
    } as const;
    const inside = applyAction(base, checkIn);
    expect(inside.people[0]?.children[0]?.checkedIn).toBe(true);
    const out = applyAction(inside, {
      type: 'CheckOutChild',
      commandId: uuid(),
      madeAt,
      participantId: ANNA,
      childId: KASIA,
      toParent: true,
    });
    expect(out.people[0]?.children[0]).toMatchObject({ checkedIn: false, pickupCodeDigest: null });
  });

  it('leaves the roster as it is for someone it does not hold, or for what is already done', () => {
    const stranger = applyAction(base, {
      type: 'ConfirmPresence',
      commandId: uuid(),
      madeAt,
      participantId: '10000000-0000-4000-8000-0000000000ff',
    });
    expect(stranger).toBe(base);
    const present = applyAction(base, {
      type: 'ConfirmPresence',
      commandId: uuid(),
      madeAt,
      participantId: ANNA,
    });
    expect(
      applyAction(present, { type: 'ConfirmPresence', commandId: uuid(), madeAt, participantId: ANNA }),
    ).toBe(present);
    const unknownChild = applyAction(base, {
      type: 'CheckOutChild',
      commandId: uuid(),
      madeAt,
      participantId: ANNA,
      childId: KASIA,
      toParent: true,
    });
    expect(unknownChild).toBe(base);
  });
});
