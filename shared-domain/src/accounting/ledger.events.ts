import type { DomainEvent } from '../common/decider.ts';
import type { PaymentCategory } from './categories.ts';

/** The parts of a payment a treasurer may correct. `amountMinor` is signed by the category. */
export interface PaymentValues {
  readonly category: PaymentCategory;
  readonly amountMinor: number;
  readonly description: string | null;
}

/** A payment was taken into the session's ledger (stream `ledger-<sessionId>`). */
export type PaymentRecorded = DomainEvent<
  'PaymentRecorded',
  PaymentValues & {
    readonly paymentId: string;
    readonly sessionId: string;
    readonly participantId: string | null;
  }
>;

/** A treasurer fixed a mistake; both the values before and after are kept. */
export type PaymentCorrected = DomainEvent<
  'PaymentCorrected',
  {
    readonly paymentId: string;
    readonly sessionId: string;
    readonly before: PaymentValues;
    readonly after: PaymentValues;
  }
>;

/** The payment no longer counts; it stays in the log with the values it had. */
export type PaymentVoided = DomainEvent<
  'PaymentVoided',
  {
    readonly paymentId: string;
    readonly sessionId: string;
    readonly reason: string | null;
    readonly before: PaymentValues;
  }
>;

export type LedgerEvent = PaymentRecorded | PaymentCorrected | PaymentVoided;

export const LEDGER_EVENT_TYPES = [
  'PaymentRecorded',
  'PaymentCorrected',
  'PaymentVoided',
] as const satisfies readonly LedgerEvent['type'][];

export const ledgerStream = (sessionId: string): string => `ledger-${sessionId}`;

/** How much an event moves the session's balance, in minor units. */
export function balanceDelta(event: LedgerEvent): number {
  switch (event.type) {
    case 'PaymentRecorded':
      return event.data.amountMinor;
    case 'PaymentCorrected':
      return event.data.after.amountMinor - event.data.before.amountMinor;
    case 'PaymentVoided':
      return -event.data.before.amountMinor;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}
