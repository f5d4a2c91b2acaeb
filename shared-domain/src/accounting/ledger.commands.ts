import type { Command } from '../common/decider.ts';
import type { PaymentCategory } from './categories.ts';

export type RecordPayment = Command<
  'RecordPayment',
  {
    readonly paymentId: string;
    readonly sessionId: string;
    readonly category: PaymentCategory;
    /** Minor units; the sign the client sent does not matter. */
    readonly amountMinor: number;
    readonly description: string | null;
    readonly participantId: string | null;
  }
>;

export type CorrectPayment = Command<
  'CorrectPayment',
  {
    readonly paymentId: string;
    readonly sessionId: string;
    readonly category: PaymentCategory;
    readonly amountMinor: number;
    readonly description: string | null;
    /** The payment version the treasurer saw; a different current version is a concurrent change. */
    readonly expectedVersion: number | null;
  }
>;

export type VoidPayment = Command<
  'VoidPayment',
  { readonly paymentId: string; readonly sessionId: string; readonly reason: string | null }
>;

export type LedgerCommand = RecordPayment | CorrectPayment | VoidPayment;
