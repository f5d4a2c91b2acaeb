import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../common/decider.ts';
import type { RosterEvent } from '../participants/roster.decider.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import { type CheckInChild, type DeskCommand, type DeskEvent, deskDecider } from './arrival.decider.ts';
import { deskArrivalDecider, deskLedgerDecider, deskRosterDecider } from './desk.deciders.ts';

const sessionId = '00000000-0000-4000-8000-000000000001';
const participantId = '00000000-0000-4000-8000-000000000002';
const childId = '00000000-0000-4000-8000-000000000003';
const registration = { childIds: [childId] };
const digest = 'a'.repeat(64);
const otherDigest = 'b'.repeat(64);
const metadata: CommandMetadata = { userId: 'u1', now: '2026-11-29T18:00:00.000Z' };
const device = (commandId: string): CommandMetadata => ({
  ...metadata,
  device: { commandId, madeAt: '2026-11-29T17:00:00.000Z', receivedAt: metadata.now },
});

const known = { sessionId, participantId, registration };
const handOut: DeskCommand = { type: 'HandOutKey', data: known, metadata };
const checkIn = (pickupCodeDigest = digest): CheckInChild => ({
  type: 'CheckInChild',
  data: { ...known, childId, pickupCodeDigest },
  metadata,
});
const checkOut = (toParent: boolean, pickupCodeDigest: string | null): DeskCommand => ({
  type: 'CheckOutChild',
  data: { ...known, childId, toParent, pickupCodeDigest },
  metadata,
});
const checkedIn: DeskEvent = {
  type: 'ChildCheckedIn',
  data: { sessionId, participantId, childId, pickupCodeDigest: digest },
};
const spec = deciderSpec(deskDecider);

describe('The arrival desk', () => {
  describe('when a key is handed out', () => {
    it('records it once, and refuses to hand it out again', () => {
      spec
        .given([])
        .when(handOut)
        .then([{ type: 'KeyHandedOut', data: { sessionId, participantId } }]);
      spec
        .given([{ type: 'KeyHandedOut', data: { sessionId, participantId } }])
        .when(handOut)
        .thenThrows('KEY_ALREADY_HANDED_OUT', 'error.desk.keyAlreadyHandedOut');
    });
    it('refuses a registration the roster does not hold (unknown or cancelled)', () => {
      spec
        .given([])
        .when({ ...handOut, data: { ...known, registration: null } } as DeskCommand)
        .thenThrows('NOT_FOUND');
    });
  });

  describe('when a child is checked in', () => {
    it('keeps only the digest of the pickup code', () => {
      spec.given([]).when(checkIn()).then([checkedIn]);
    });
    it('refuses a child already in the group, and one not of this registration', () => {
      spec.given([checkedIn]).when(checkIn()).thenThrows('CHILD_ALREADY_CHECKED_IN');
      spec
        .given([])
        .when({
          ...checkIn(),
          data: { ...known, registration: { childIds: [] }, childId, pickupCodeDigest: digest },
        })
        .thenThrows('NOT_FOUND', 'error.desk.childNotFound');
    });
    it('may check the child in again, with a new code, once checked out', () => {
      const out: DeskEvent = {
        type: 'ChildCheckedOut',
        data: { sessionId, participantId, childId, toParent: true },
      };
      spec
        .given([checkedIn, out])
        .when(checkIn(otherDigest))
        .then([{ ...checkedIn, data: { ...checkedIn.data, pickupCodeDigest: otherDigest } }]);
    });
  });

  describe('when a child is checked out', () => {
    const out = (toParent: boolean): DeskEvent => ({
      type: 'ChildCheckedOut',
      data: { sessionId, participantId, childId, toParent },
    });
    it('hands the child to the registering parent without a code', () => {
      spec
        .given([checkedIn])
        .when(checkOut(true, null))
        .then([out(true)]);
    });
    it('hands the child to anyone else only against the right code', () => {
      spec
        .given([checkedIn])
        .when(checkOut(false, digest))
        .then([out(false)]);
      spec.given([checkedIn]).when(checkOut(false, otherDigest)).thenThrows('WRONG_PICKUP_CODE');
      spec.given([checkedIn]).when(checkOut(false, null)).thenThrows('WRONG_PICKUP_CODE');
    });
    it('refuses a child not in the group', () => {
      spec.given([]).when(checkOut(true, null)).thenThrows('CHILD_NOT_CHECKED_IN');
      spec
        .given([checkedIn, out(true)])
        .when(checkOut(true, null))
        .thenThrows('CHILD_NOT_CHECKED_IN');
    });
  });

  describe('when a registration token is revoked', () => {
    it('bumps the generation each time', () => {
      const revoke: DeskCommand = { type: 'RevokeRegistrationToken', data: known, metadata };
      const revoked = (generation: number): DeskEvent => ({
        type: 'RegistrationTokenRevoked',
        data: { sessionId, participantId, generation },
      });
      spec
        .given([])
        .when(revoke)
        .then([revoked(1)]);
      spec
        .given([revoked(1)])
        .when(revoke)
        .then([revoked(2)]);
    });
  });
});

describe('A desk action', () => {
  const arrival = deciderSpec(deskArrivalDecider);
  it('is applied once per command id: a repeat is a duplicate, another id is decided on its merits', () => {
    const handed = { type: 'KeyHandedOut' as const, data: { sessionId, participantId }, commandId: 'c1' };
    arrival
      .given([])
      .when({ ...handOut, metadata: device('c1') })
      .then([{ type: 'KeyHandedOut', data: { sessionId, participantId } }]);
    arrival
      .given([handed])
      .when({ ...handOut, metadata: device('c1') })
      .thenThrows('DUPLICATE_COMMAND', 'error.desk.duplicate');
    arrival
      .given([handed])
      .when({ ...handOut, metadata: device('c2') })
      .thenThrows('KEY_ALREADY_HANDED_OUT');
  });
  it('names its command id a duplicate even once the registration is gone', () => {
    arrival
      .given([{ type: 'KeyHandedOut', data: { sessionId, participantId }, commandId: 'c1' }])
      .when({ ...handOut, data: { ...known, registration: null }, metadata: device('c1') } as DeskCommand)
      .thenThrows('DUPLICATE_COMMAND');
  });
  it('confirms a presence once; a second desk confirming it is refused as already present', () => {
    const registered: RosterEvent = {
      type: 'ParticipantRegistered',
      data: {
        sessionId,
        participantId,
        firstname: 'Anna',
        lastname: 'Nowak',
        email: 'anna@example.org',
        level: 'I',
        questions: [],
        children: [],
        priceMinor: 30000,
        source: 'STAFF',
        userId: null,
        language: 'pl',
        waiting: false,
      },
    };
    const confirm = (commandId: string) => ({
      type: 'ConfirmPresence' as const,
      data: { sessionId, participantId },
      metadata: device(commandId),
    });
    const roster = deciderSpec(deskRosterDecider);
    roster
      .given([registered])
      .when(confirm('c1'))
      .then([{ type: 'PresenceConfirmed', data: { sessionId, participantId } }]);
    const confirmed = {
      type: 'PresenceConfirmed' as const,
      data: { sessionId, participantId },
      commandId: 'c1',
    };
    roster.given([registered, confirmed]).when(confirm('c1')).thenThrows('DUPLICATE_COMMAND');
    roster
      .given([registered, confirmed])
      .when(confirm('c2'))
      .thenThrows('ALREADY_PRESENT', 'error.desk.alreadyPresent');
    // A staff confirmation without a device id keeps its old answer: nothing happens.
    roster
      .given([registered, confirmed])
      .when({ ...confirm('c3'), metadata })
      .thenNothingHappened();
  });
  it('records a payment under its device-made id once; the same payment id from another action is refused', () => {
    const ledger = deciderSpec(deskLedgerDecider);
    const paymentId = '00000000-0000-4000-8000-000000000009';
    const record = (commandId: string) => ({
      type: 'RecordPayment' as const,
      data: {
        sessionId,
        paymentId,
        participantId,
        category: 'BUY_IN' as const,
        amountMinor: 5000,
        description: null,
      },
      metadata: device(commandId),
    });
    const [recorded] = deskLedgerDecider.decide(record('c1'), deskLedgerDecider.initialState());
    expect(recorded?.type).toBe('PaymentRecorded');
    const given = [{ ...(recorded as NonNullable<typeof recorded>), commandId: 'c1' }];
    ledger.given(given).when(record('c1')).thenThrows('DUPLICATE_COMMAND');
    ledger.given(given).when(record('c2')).thenThrows('ALREADY_EXISTS', 'error.payment.alreadyExists');
  });
});
