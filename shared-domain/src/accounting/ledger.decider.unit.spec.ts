import { describe, expect, it } from 'vitest';
import { fold } from '../common/decider.ts';
import { deciderSpec } from '../testing/decider-spec.ts';
import type { PaymentCategory } from './categories.ts';
import type { LedgerCommand } from './ledger.commands.ts';
import { ledgerDecider } from './ledger.decider.ts';
import { balanceDelta, type LedgerEvent } from './ledger.events.ts';

const spec = deciderSpec(ledgerDecider);
const sessionId = 'session-1';
const metadata = { userId: 'user-1', now: '2026-11-21T10:00:00.000Z' };

const record = (
  paymentId: string,
  category: PaymentCategory,
  amountMinor: number,
  description: string | null = null,
): LedgerCommand => ({
  type: 'RecordPayment',
  data: { paymentId, sessionId, category, amountMinor, description, participantId: null },
  metadata,
});

const recorded = (
  paymentId: string,
  category: PaymentCategory,
  amountMinor: number,
  description: string | null = null,
): LedgerEvent => ({
  type: 'PaymentRecorded',
  data: { paymentId, sessionId, category, amountMinor, description, participantId: null },
});

/** A SHOP payment of 7.00 that was voided without a reason. */
const voidedShop700: LedgerEvent = {
  type: 'PaymentVoided',
  data: {
    paymentId: 'p1',
    sessionId,
    reason: null,
    before: { category: 'SHOP', amountMinor: 700, description: null },
  },
};

const correct = (
  paymentId: string,
  category: PaymentCategory,
  amountMinor: number,
  description: string | null,
  expectedVersion: number | null = null,
): LedgerCommand => ({
  type: 'CorrectPayment',
  data: { paymentId, sessionId, category, amountMinor, description, expectedVersion },
  metadata,
});

const voidIt = (paymentId: string, reason: string | null = null): LedgerCommand => ({
  type: 'VoidPayment',
  data: { paymentId, sessionId, reason },
  metadata,
});

describe('Ledger', () => {
  describe('when a payment is recorded', () => {
    it('stores an expense negative even when the client sent it positive', () => {
      spec
        .given([])
        .when(record('p1', 'LUNCHES', 5000))
        .then([recorded('p1', 'LUNCHES', -5000)]);
    });

    it('stores income positive even when the client sent it negative', () => {
      spec
        .given([])
        .when(record('p1', 'DONATIONS', -2500, 'ofiara'))
        .then([recorded('p1', 'DONATIONS', 2500, 'ofiara')]);
    });

    it('treats a retried identical request as the same payment', () => {
      spec
        .given([recorded('p1', 'BUY_IN', 100)])
        .when(record('p1', 'BUY_IN', 100))
        .thenNothingHappened();
    });

    it('refuses another payment under an id already used', () => {
      spec
        .given([recorded('p1', 'BUY_IN', 100)])
        .when(record('p1', 'SHOP', 7))
        .thenThrows('ALREADY_EXISTS');
    });
  });

  describe('when a payment is corrected', () => {
    it('keeps the values before and after, signed by the new category', () => {
      spec
        .given([recorded('p1', 'BUY_IN', 10000, 'wpisowe')])
        .when(correct('p1', 'ACCOMMODATION', 10000, 'nocleg', 1))
        .then([
          {
            type: 'PaymentCorrected',
            data: {
              paymentId: 'p1',
              sessionId,
              before: { category: 'BUY_IN', amountMinor: 10000, description: 'wpisowe' },
              after: { category: 'ACCOMMODATION', amountMinor: -10000, description: 'nocleg' },
            },
          },
        ]);
    });

    it('records nothing when nothing changes', () => {
      spec
        .given([recorded('p1', 'SHOP', 700, 'x')])
        .when(correct('p1', 'SHOP', 700, 'x'))
        .thenNothingHappened();
    });

    it('refuses a correction made on a version that is no longer current', () => {
      spec
        .given([
          recorded('p1', 'SHOP', 700),
          {
            type: 'PaymentCorrected',
            data: {
              paymentId: 'p1',
              sessionId,
              before: { category: 'SHOP', amountMinor: 700, description: null },
              after: { category: 'SHOP', amountMinor: 800, description: null },
            },
          },
        ])
        .when(correct('p1', 'SHOP', 900, null, 1))
        .thenThrows('PAYMENT_CHANGED', 'error.payment.changed');
    });

    it('refuses to correct a voided payment', () => {
      spec
        .given([recorded('p1', 'SHOP', 700), voidedShop700])
        .when(correct('p1', 'SHOP', 900, null))
        .thenThrows('PAYMENT_VOIDED');
    });

    it('refuses to correct a payment that does not exist', () => {
      spec
        .given([])
        .when(correct('nope', 'SHOP', 1, null))
        .thenThrows('NOT_FOUND', 'error.payment.notFound');
    });
  });

  describe('when a payment is voided', () => {
    it('keeps the voided values and the reason', () => {
      spec
        .given([recorded('p1', 'GROCERY_SHOPPING', -4200, 'zakupy')])
        .when(voidIt('p1', 'duplikat'))
        .then([
          {
            type: 'PaymentVoided',
            data: {
              paymentId: 'p1',
              sessionId,
              reason: 'duplikat',
              before: { category: 'GROCERY_SHOPPING', amountMinor: -4200, description: 'zakupy' },
            },
          },
        ]);
    });

    it('refuses to void it again', () => {
      spec
        .given([recorded('p1', 'SHOP', 700), voidedShop700])
        .when(voidIt('p1'))
        .thenThrows('PAYMENT_ALREADY_VOIDED', 'error.payment.alreadyVoided');
    });
  });

  describe('balance', () => {
    it('adds up to the sum of the live payments whatever the history', () => {
      const events: LedgerEvent[] = [
        recorded('a', 'BUY_IN', 10000),
        recorded('b', 'LUNCHES', -3000),
        recorded('c', 'DONATIONS', 500),
      ];
      let state = fold(ledgerDecider, events);
      const apply = (command: LedgerCommand) => {
        const produced = ledgerDecider.decide(command, state);
        events.push(...produced);
        state = fold(ledgerDecider, produced, state);
      };
      apply(correct('a', 'OTHER_SHOPPING', 1000, null));
      apply(voidIt('c'));
      apply(correct('b', 'SHOP', 3000, null));
      const live = [...state.payments.values()].filter((p) => p.status === 'active');
      const expected = live.reduce((sum, p) => sum + p.amountMinor, 0);
      expect(events.reduce((sum, e) => sum + balanceDelta(e), 0)).toBe(expected);
      expect(expected).toBe(-1000 + 3000);
    });
  });
});
