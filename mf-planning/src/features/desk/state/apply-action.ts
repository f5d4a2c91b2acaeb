import { isExpense, type PaymentCategory } from '@cenacle/shared-domain/accounting/rules';
import type { DeskAction, DeskPerson, DeskRoster } from '@cenacle/shared-domain/desk/contracts';

/** Adds two amounts in major units without float drift (payments have at most two decimals). */
const addMoney = (a: number, b: number) => Math.round((a + b) * 100) / 100;

function updatePerson(
  roster: DeskRoster,
  participantId: string,
  change: (person: DeskPerson) => DeskPerson,
): DeskRoster {
  let changed = false;
  const people = roster.people.map((person) => {
    if (person.participantId !== participantId) return person;
    const next = change(person);
    if (next !== person) changed = true;
    return next;
  });
  return changed ? { ...roster, people } : roster;
}

function updateChild(person: DeskPerson, childId: string, checkedIn: boolean): DeskPerson {
  const child = person.children.find((c) => c.id === childId);
  if (!child || child.checkedIn === checkedIn) return person;
  return {
    ...person,
    children: person.children.map((c) =>
      // The digest of a code made on this device is known to the server only once it is sent; until
      // then the desk checks the code against its own queue (see pickupCodeMatches).
      c.id === childId ? { ...c, checkedIn, pickupCodeDigest: null } : c,
    ),
  };
}

/**
 * The desk's local view: what the roster looks like once an action taken on this device is applied,
 * before the server has decided it. Pure; an action on someone not in the roster (or already done)
 * leaves the roster as it is, so applying a queue twice gives the same view.
 */
export function applyAction(roster: DeskRoster, action: DeskAction): DeskRoster {
  switch (action.type) {
    case 'ConfirmPresence':
      return updatePerson(roster, action.participantId, (p) => (p.present ? p : { ...p, present: true }));
    case 'HandOutKey':
      return updatePerson(roster, action.participantId, (p) =>
        p.keyHandedOut ? p : { ...p, keyHandedOut: true },
      );
    case 'RecordPayment': {
      const value = Math.abs(action.value);
      const signed = isExpense(action.category as PaymentCategory) ? -value : value;
      return updatePerson(roster, action.participantId, (p) => ({ ...p, paid: addMoney(p.paid, signed) }));
    }
    case 'CheckInChild':
      return updatePerson(roster, action.participantId, (p) => updateChild(p, action.childId, true));
    case 'CheckOutChild':
      return updatePerson(roster, action.participantId, (p) => updateChild(p, action.childId, false));
    default: {
      const _never: never = action;
      return _never;
    }
  }
}

/** The roster with every action still waiting on this device applied, in the order they were taken. */
export function localView(roster: DeskRoster, actions: readonly DeskAction[]): DeskRoster {
  return actions.reduce(applyAction, roster);
}
