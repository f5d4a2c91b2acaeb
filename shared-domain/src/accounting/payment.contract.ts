import { z } from 'zod';
import {
  amount,
  IdSchema,
  IsoDateTime,
  integer,
  isRecord,
  QueryFlag,
  queryInteger,
  ReadPositionQuerySchema,
  text,
  Uuid,
} from '../common/primitives.ts';
import { isExpense, PAYMENT_CATEGORIES } from './categories.ts';
import { DESCRIPTION_MAX_LENGTH, MAX_PAYMENT_VALUE } from './payment.rules.ts';

export const PaymentCategorySchema = z
  .enum(PAYMENT_CATEGORIES, { error: 'NotNull' })
  .meta({ id: 'PaymentCategory' });

/** Path parameters of the session's payment calls. */
export const SessionParamsSchema = z.object({ sessionId: Uuid });
export const PaymentParamsSchema = z.object({ sessionId: Uuid, paymentId: Uuid });

/**
 * Body of `POST /api/session-payment/{sessionId}`. Without `id` it records a new payment; with the id
 * of an existing one it corrects it (the spec's single "save" call).
 */
export const PaymentSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    participant: z.object({ id: IdSchema }).nullish(),
    value: amount(MAX_PAYMENT_VALUE),
    category: PaymentCategorySchema,
    description: text(DESCRIPTION_MAX_LENGTH).nullish(),
    /** The version the client saw (corrections only); a different current version answers 409. */
    version: integer({ min: 1 }).nullish(),
  })
  // The category decides the sign (spec §4): an expense may come as typed or as stored (negative), but
  // an income typed negative is a mistake to point out, not a sign to flip silently.
  .refine((payment) => isExpense(payment.category) || payment.value > 0, {
    path: ['value'],
    error: 'IncomeNegative',
    when: ({ value }) =>
      isRecord(value) &&
      typeof value.value === 'number' &&
      (PAYMENT_CATEGORIES as readonly unknown[]).includes(value.category),
  })
  .meta({ id: 'PaymentSaveRequest' });
export type PaymentSaveRequest = z.input<typeof PaymentSaveRequestSchema>;

export const VoidPaymentRequestSchema = z
  .object({ reason: text(DESCRIPTION_MAX_LENGTH).nullish() })
  .meta({ id: 'VoidPaymentRequest' });

/** What a save answers: the payment as the ledger now holds it (the list catches up right after). */
export const SavedPaymentSchema = z
  .object({
    id: IdSchema,
    participant: z.object({ id: IdSchema }).nullable(),
    value: z.number(),
    category: PaymentCategorySchema,
    description: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'SavedPayment' });
export type SavedPayment = z.infer<typeof SavedPaymentSchema>;

export const PaymentSchema = z
  .object({
    id: IdSchema,
    participant: z.object({ id: IdSchema }).nullable(),
    userId: IdSchema.nullable(),
    /** Signed: expenses negative. */
    value: z.number(),
    category: PaymentCategorySchema,
    description: z.string().nullable(),
    voided: z.boolean(),
    voidReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;

const PAGE_MAX = 1_000_000;

export const PaymentListQuerySchema = ReadPositionQuerySchema.extend({
  includeVoided: QueryFlag,
  page: queryInteger({ max: PAGE_MAX }).default(0),
  size: queryInteger({ min: 1, max: 500 }).default(100),
  category: PaymentCategorySchema.optional(),
  q: text(200).optional(),
});
export type PaymentListQuery = z.input<typeof PaymentListQuerySchema>;

export const PaymentExportQuerySchema = ReadPositionQuerySchema.extend({ includeVoided: QueryFlag });

export const CategoryTotalSchema = z.object({
  category: PaymentCategorySchema,
  total: z.number(),
  count: z.number().int(),
});

export const LedgerSummarySchema = z
  .object({
    sessionId: IdSchema,
    income: z.array(CategoryTotalSchema),
    expenses: z.array(CategoryTotalSchema),
    totalIncome: z.number(),
    totalExpenses: z.number(),
    balance: z.number(),
    paymentCount: z.number().int(),
    currencySign: z.string(),
  })
  .meta({ id: 'LedgerSummary' });
export type LedgerSummary = z.infer<typeof LedgerSummarySchema>;

const AuditValuesSchema = z.object({
  category: PaymentCategorySchema,
  value: z.number(),
  description: z.string().nullable(),
});

/** One event of the ledger as the treasurer's audit trail shows it. */
export const LedgerAuditEntrySchema = z
  .object({
    position: z.string(),
    revision: z.number().int(),
    eventId: z.string(),
    type: z.enum(['PaymentRecorded', 'PaymentCorrected', 'PaymentVoided']),
    paymentId: IdSchema,
    occurredAt: z.string(),
    /** For an action made at the arrival desk (perhaps offline): the device's time, and the server's on arrival. */
    madeAt: z.string().nullable(),
    receivedAt: z.string().nullable(),
    user: z.object({ id: IdSchema.nullable(), login: z.string().nullable(), name: z.string().nullable() }),
    before: AuditValuesSchema.nullable(),
    after: AuditValuesSchema.nullable(),
    reason: z.string().nullable(),
    /** The session's balance right after this event. */
    balanceAfter: z.number(),
  })
  .meta({ id: 'LedgerAuditEntry' });
export type LedgerAuditEntry = z.infer<typeof LedgerAuditEntrySchema>;

export const LedgerHistoryQuerySchema = ReadPositionQuerySchema.extend({
  page: queryInteger({ max: PAGE_MAX }).default(0),
  size: queryInteger({ min: 1, max: 500 }).default(100),
  paymentId: Uuid.optional(),
});

export const BalanceAtQuerySchema = z.object({ at: IsoDateTime });

export const BalanceAtSchema = z
  .object({
    at: z.string(),
    balance: z.number(),
    eventCount: z.number().int(),
    position: z.string().nullable(),
  })
  .meta({ id: 'BalanceAt' });
export type BalanceAt = z.infer<typeof BalanceAtSchema>;
