import { assertNever, type Decider } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import { PersistentMap } from '../common/persistent-map.ts';
import { signedAmount } from './categories.ts';
import type { CorrectPayment, LedgerCommand, RecordPayment, VoidPayment } from './ledger.commands.ts';
import type { LedgerEvent, PaymentValues } from './ledger.events.ts';

export interface PaymentState extends PaymentValues {
  readonly status: 'active' | 'voided';
  readonly participantId: string | null;
  /** Number of events that touched this payment; the first is version 1. */
  readonly version: number;
}

export interface LedgerState {
  /** Persistent: folding a ledger of n payments costs about √n per event, not n. */
  readonly payments: PersistentMap<string, PaymentState>;
}

const notFound = (paymentId: string) =>
  new DomainError('NOT_FOUND', 'error.payment.notFound', { id: paymentId });

function record(command: RecordPayment, state: LedgerState): LedgerEvent[] {
  const { paymentId, sessionId, category, amountMinor, description, participantId } = command.data;
  const values: PaymentValues = { category, amountMinor: signedAmount(category, amountMinor), description };
  const existing = state.payments.get(paymentId);
  if (existing) {
    // A retried request with the same id and values is the same payment: nothing new happens.
    const same =
      existing.category === values.category &&
      existing.amountMinor === values.amountMinor &&
      existing.description === values.description &&
      existing.participantId === participantId;
    if (same) return [];
    throw new DomainError('ALREADY_EXISTS', 'error.payment.alreadyExists', { id: paymentId });
  }
  return [{ type: 'PaymentRecorded', data: { paymentId, sessionId, participantId, ...values } }];
}

function correct(command: CorrectPayment, state: LedgerState): LedgerEvent[] {
  const { paymentId, sessionId, category, amountMinor, description, expectedVersion } = command.data;
  const payment = state.payments.get(paymentId);
  if (!payment) throw notFound(paymentId);
  if (payment.status === 'voided')
    throw new DomainError('PAYMENT_VOIDED', 'error.payment.voided', { id: paymentId });
  if (expectedVersion !== null && expectedVersion !== payment.version) {
    throw new DomainError('PAYMENT_CHANGED', 'error.payment.changed', { id: paymentId });
  }
  const before: PaymentValues = {
    category: payment.category,
    amountMinor: payment.amountMinor,
    description: payment.description,
  };
  const after: PaymentValues = { category, amountMinor: signedAmount(category, amountMinor), description };
  const unchanged =
    before.category === after.category &&
    before.amountMinor === after.amountMinor &&
    before.description === after.description;
  if (unchanged) return [];
  return [{ type: 'PaymentCorrected', data: { paymentId, sessionId, before, after } }];
}

function voidPayment(command: VoidPayment, state: LedgerState): LedgerEvent[] {
  const { paymentId, sessionId, reason } = command.data;
  const payment = state.payments.get(paymentId);
  if (!payment) throw notFound(paymentId);
  if (payment.status === 'voided') {
    throw new DomainError('PAYMENT_ALREADY_VOIDED', 'error.payment.alreadyVoided', { id: paymentId });
  }
  const before: PaymentValues = {
    category: payment.category,
    amountMinor: payment.amountMinor,
    description: payment.description,
  };
  return [{ type: 'PaymentVoided', data: { paymentId, sessionId, reason, before } }];
}

function evolve(state: LedgerState, event: LedgerEvent): LedgerState {
  const { paymentId } = event.data;
  const current = state.payments.get(paymentId);
  switch (event.type) {
    case 'PaymentRecorded': {
      const { category, amountMinor, description, participantId } = event.data;
      return {
        payments: state.payments.set(paymentId, {
          status: 'active',
          category,
          amountMinor,
          description,
          participantId,
          version: 1,
        }),
      };
    }
    case 'PaymentCorrected':
      if (!current) return state;
      return {
        payments: state.payments.set(paymentId, {
          ...current,
          ...event.data.after,
          version: current.version + 1,
        }),
      };
    case 'PaymentVoided':
      if (!current) return state;
      return {
        payments: state.payments.set(paymentId, {
          ...current,
          status: 'voided',
          version: current.version + 1,
        }),
      };
    default:
      return assertNever(event);
  }
}

/** The session's ledger: payments recorded, corrected and voided; nothing is ever erased. */
export const ledgerDecider: Decider<LedgerCommand, LedgerEvent, LedgerState> = {
  initialState: () => ({ payments: PersistentMap.empty() }),
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'RecordPayment':
        return record(command, state);
      case 'CorrectPayment':
        return correct(command, state);
      case 'VoidPayment':
        return voidPayment(command, state);
      default:
        return assertNever(command);
    }
  },
};
